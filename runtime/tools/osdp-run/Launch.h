//===- Launch.h - Starting the ranks of a job -------------------*- C++ -*-===//
//
// `osdp-run -n RANKS` (and a cuda artifact of several devices) starts the
// MPI launcher itself: each device's driver re-runs its command line under
// it when the process is not one of a job's ranks yet.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_RUN_LAUNCH_H
#define OSDP_RUN_LAUNCH_H

namespace osdp::run {

/// Whether this process is a rank started by an MPI launcher.
bool startedByLauncher();

/// The ranks of the job the launcher's environment describes
/// (OMPI_COMM_WORLD_SIZE or PMI_SIZE); 0 when there is none.
int launcherRanks();

/// Runs this command under `mpirun -np RANKS` (OSDP_MPIEXEC names
/// another launcher), without its `-n` option, with a TMPDIR of its own,
/// and exits as the launcher does; a signal this process receives is
/// passed on to it.
[[noreturn]] void launchRanks(int argc, char **argv, int ranks);

} // namespace osdp::run

#endif // OSDP_RUN_LAUNCH_H
