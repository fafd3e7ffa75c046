//===- Files.cpp - The directories osdp-run writes in ---------------------===//

#include "Files.h"

#include "Fatal.h"

#include <fcntl.h>
#include <ftw.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

using namespace osdp::run;

/// Creates `dir` and its missing parents; fatal when one cannot be made.
static void makeDirectories(const char *option, const std::string &dir) {
  for (size_t end = dir.find('/', 1);; end = dir.find('/', end + 1)) {
    std::string prefix = dir.substr(0, end);
    if (!prefix.empty() && mkdir(prefix.c_str(), 0777) != 0 && errno != EEXIST)
      fatal(std::string(option) + " " + dir + ": cannot create " + prefix +
            ": " + std::strerror(errno));
    if (end == std::string::npos)
      return;
  }
}

void osdp::run::checkWritableDirectory(const char *option,
                                       const std::string &dir) {
  makeDirectories(option, dir);
  std::string probe = dir + "/.osdp-run-" + std::to_string(getpid());
  int fd = open(probe.c_str(), O_WRONLY | O_CREAT | O_EXCL, 0600);
  if (fd < 0)
    fatal(std::string(option) + " " + dir +
          ": cannot create files there: " + std::strerror(errno));
  close(fd);
  unlink(probe.c_str());
}

void osdp::run::removeTree(const std::string &path) {
  nftw(
      path.c_str(),
      [](const char *entry, const struct stat *, int, struct FTW *) {
        return remove(entry);
      },
      16, FTW_DEPTH | FTW_PHYS);
}

bool osdp::run::syncDirectory(const std::string &dir) {
  int fd = open(dir.c_str(), O_RDONLY | O_DIRECTORY);
  if (fd < 0)
    return false;
  bool synced = fsync(fd) == 0;
  close(fd);
  return synced;
}
