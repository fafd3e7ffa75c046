//===- KeepLoaded.cpp - No library unloaded under the sanitizers ----------===//
//
// Linked into osdp-run and osdp-runtime-test only when they are built with
// sanitizers (OSDP_RUNTIME_SANITIZERS, or OSDP_SANITIZERS for the whole
// tree), and exported by them, so that it
// takes the place of libc's dlclose for every library of the process.
//
// Open MPI loads its components (and PMIx its own) with dlopen and unloads
// them in MPI_Finalize; LeakSanitizer checks at exit, after that, so the
// frames of what they leave behind name no library and no suppression can
// match them (test/Runtime/lsan-suppressions.txt). Kept loaded, they are
// named by their first frame, which the fast frame-pointer unwinder gives
// even though Open MPI keeps no frame pointers: the slow unwinder, the
// alternative, makes every allocation tens of times dearer. The artifact
// osdp-run loads stays loaded too, so its frames in a report are named.
//
//===----------------------------------------------------------------------===//

extern "C" __attribute__((visibility("default"))) int dlclose(void *) {
  return 0;
}
