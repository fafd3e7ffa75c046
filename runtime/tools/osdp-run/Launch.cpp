//===- Launch.cpp - Starting the ranks of a job ---------------------------===//

#include "Launch.h"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

bool osdp::run::startedByLauncher() {
  return std::getenv("OMPI_COMM_WORLD_SIZE") || std::getenv("PMI_SIZE");
}

void osdp::run::launchRanks(int argc, char **argv, int ranks) {
  const char *launcher = std::getenv("OSDP_MPIEXEC");
  std::vector<std::string> args{launcher ? launcher : "mpirun", "-np",
                                std::to_string(ranks)};
  if (geteuid() == 0)
    args.push_back("--allow-run-as-root");
  args.push_back("--oversubscribe");
  // Open MPI binds each rank to one core when it starts two or fewer; the
  // runtime shares the node's cores among the ranks' threads itself.
  args.push_back("--bind-to");
  args.push_back("none");
  args.push_back(argv[0]);
  for (int i = 1; i < argc; ++i) {
    if (std::string(argv[i]) == "-n") {
      ++i;
      continue;
    }
    args.push_back(argv[i]);
  }
  std::vector<char *> cargs;
  for (std::string &arg : args)
    cargs.push_back(arg.data());
  cargs.push_back(nullptr);
  execvp(cargs[0], cargs.data());
  std::fprintf(stderr, "osdp-run: cannot start %s: %s\n", cargs[0],
               std::strerror(errno));
  std::exit(1);
}
