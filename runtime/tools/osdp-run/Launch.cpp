//===- Launch.cpp - Starting the ranks of a job ---------------------------===//

#include "Launch.h"

#include "Files.h"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

int osdp::run::launcherRanks() {
  for (const char *name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE"})
    if (const char *value = std::getenv(name))
      return std::max(std::atoi(value), 1);
  return 0;
}

bool osdp::run::startedByLauncher() { return launcherRanks() > 0; }

namespace {

/// The launcher's process, to which a signal this process receives is
/// passed on.
pid_t launcher = 0;

void forward(int signal) {
  if (launcher > 0)
    kill(launcher, signal);
}

/// The launcher's command line: `argv` under `mpirun -np RANKS` (or
/// OSDP_MPIEXEC), without its `-n` option.
std::vector<std::string> launchCommand(int argc, char **argv, int ranks) {
  const char *launcherName = std::getenv("OSDP_MPIEXEC");
  std::vector<std::string> args{launcherName ? launcherName : "mpirun", "-np",
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
  return args;
}

} // namespace

void osdp::run::launchRanks(int argc, char **argv, int ranks) {
  std::vector<std::string> args = launchCommand(argc, argv, ranks);
  std::vector<char *> cargs;
  for (std::string &arg : args)
    cargs.push_back(arg.data());
  cargs.push_back(nullptr);
  // Open MPI keeps its session files in one directory per user and host
  // under TMPDIR, which a job ending removes as another starting creates
  // it: two jobs starting and ending together fail ("unable to create the
  // desired directory"). Each job gets a TMPDIR of its own, removed after.
  const char *inherited = std::getenv("TMPDIR");
  std::string base = inherited && *inherited ? inherited : "/tmp";
  std::string tmpdir = base + "/osdp-run.XXXXXX";
  if (!mkdtemp(tmpdir.data())) {
    std::fprintf(stderr, "osdp-run: cannot create a directory in %s: %s\n",
                 base.c_str(), std::strerror(errno));
    std::exit(1);
  }
  // Handlers before the fork, so that no signal finds this process without
  // one; the launcher's exec resets them to their defaults.
  for (int signal : {SIGINT, SIGTERM, SIGHUP, SIGQUIT})
    std::signal(signal, forward);
  launcher = fork();
  if (launcher == 0) {
    setenv("TMPDIR", tmpdir.c_str(), 1);
    execvp(cargs[0], cargs.data());
    std::fprintf(stderr, "osdp-run: cannot start %s: %s\n", cargs[0],
                 std::strerror(errno));
    _exit(1);
  }
  if (launcher < 0) {
    std::fprintf(stderr, "osdp-run: cannot fork to start %s: %s\n", cargs[0],
                 std::strerror(errno));
    removeTree(tmpdir);
    std::exit(1);
  }
  int status = 0;
  while (waitpid(launcher, &status, 0) < 0 && errno == EINTR) {
  }
  removeTree(tmpdir);
  if (WIFSIGNALED(status)) {
    // Ends as the launcher did.
    std::signal(WTERMSIG(status), SIG_DFL);
    raise(WTERMSIG(status));
  }
  std::exit(WIFEXITED(status) ? WEXITSTATUS(status) : 1);
}
