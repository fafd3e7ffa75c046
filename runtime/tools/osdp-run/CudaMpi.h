//===- CudaMpi.h - The MPI side of a cuda job of several ranks --*- C++ -*-===//
//
// The cuda driver links no MPI, so that one rank runs where there is none
// (a GPU machine with only the NVIDIA libraries). A job of several ranks
// loads this library beside it (lib/libosdp_run_cuda_mpi.so, which links
// MPI) for what the ranks must agree on: who they are, rank 0's NCCL
// unique id, the outputs' blocks gathered on rank 0, the largest step time.
// The collectives of the program itself run over NCCL.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_RUN_CUDAMPI_H
#define OSDP_RUN_CUDAMPI_H

#include <cstddef>

extern "C" {
/// The functions, in one table the library hands out.
struct osdp_run_cuda_mpi {
  /// MPI_Init; this process's rank, the job's ranks and the ranks before
  /// it on its node (its GPU). Returns 0, or non-zero with `error`.
  int (*start)(int *argc, char ***argv, int *rank, int *ranks, int *localRank,
               char *error, size_t errorSize);
  /// `bytes` of `data` from rank 0 to every rank.
  void (*broadcast)(void *data, size_t bytes);
  /// Every rank's `bytes` of `mine`, one after the other in `all` on rank
  /// 0 (`all` is ignored elsewhere).
  void (*gather)(const void *mine, size_t bytes, void *all);
  /// The largest `value` of any rank, on every rank.
  double (*max)(double value);
  /// Ends every rank of the job (after an error).
  void (*abort)(void);
  /// MPI_Finalize.
  void (*finish)(void);
};

/// The table (the library's one export).
__attribute__((visibility("default"))) const osdp_run_cuda_mpi *
osdp_run_cuda_mpi_functions(void);
}

#endif // OSDP_RUN_CUDAMPI_H
