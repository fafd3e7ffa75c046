//===- CudaMpi.cpp - The MPI side of a cuda job of several ranks ----------===//
//
// libosdp_run_cuda_mpi.so (CudaMpi.h): what the ranks of a cuda job agree
// on over MPI. Errors of these calls end the job (MPI's default handler).
//
//===----------------------------------------------------------------------===//

#include "CudaMpi.h"

#include <mpi.h>

#include <climits>
#include <cstdio>
#include <cstring>

namespace {

int start(int *argc, char ***argv, int *rank, int *ranks, int *localRank,
          char *error, size_t errorSize) {
  if (MPI_Init(argc, argv) != MPI_SUCCESS) {
    std::snprintf(error, errorSize, "MPI_Init failed");
    return 1;
  }
  MPI_Comm_rank(MPI_COMM_WORLD, rank);
  MPI_Comm_size(MPI_COMM_WORLD, ranks);
  MPI_Comm node;
  MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL,
                      &node);
  MPI_Comm_rank(node, localRank);
  MPI_Comm_free(&node);
  return 0;
}

/// MPI counts are ints: larger buffers go in pieces.
constexpr size_t kPiece = INT_MAX;

void broadcast(void *data, size_t bytes) {
  char *at = static_cast<char *>(data);
  for (size_t done = 0; done < bytes; done += kPiece)
    MPI_Bcast(at + done, int(bytes - done < kPiece ? bytes - done : kPiece),
              MPI_BYTE, 0, MPI_COMM_WORLD);
}

void gather(const void *mine, size_t bytes, void *all) {
  int rank = 0, ranks = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  if (bytes <= kPiece) {
    MPI_Gather(mine, int(bytes), MPI_BYTE, all, int(bytes), MPI_BYTE, 0,
               MPI_COMM_WORLD);
    return;
  }
  // One rank after the other, in pieces.
  for (int r = 1; r < ranks; ++r)
    for (size_t done = 0; done < bytes; done += kPiece) {
      int count = int(bytes - done < kPiece ? bytes - done : kPiece);
      if (rank == r)
        MPI_Send(static_cast<const char *>(mine) + done, count, MPI_BYTE, 0, 0,
                 MPI_COMM_WORLD);
      else if (rank == 0)
        MPI_Recv(static_cast<char *>(all) + size_t(r) * bytes + done, count,
                 MPI_BYTE, r, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    }
  if (rank == 0)
    std::memcpy(all, mine, bytes);
}

double max(double value) {
  double result = value;
  MPI_Allreduce(&value, &result, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  return result;
}

void abortJob() { MPI_Abort(MPI_COMM_WORLD, 1); }

void finish() {
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (!finalized)
    MPI_Finalize();
}

const osdp_run_cuda_mpi table = {start, broadcast, gather,
                                 max,   abortJob,  finish};

} // namespace

const osdp_run_cuda_mpi *osdp_run_cuda_mpi_functions(void) { return &table; }
