//===- FaultInjection.cpp - A rank that dies or stops, on purpose ---------===//
//
// For the fault tests (test/Runtime/faults.test): OSDP_RT_FAULT=
// ACTION:RANK:WHEN:INDEX makes rank RANK kill itself (ACTION `kill`,
// SIGKILL), stop (`stop`, SIGSTOP: every thread frozen) or hang (`hang`:
// the calling thread sleeps for ever, the others run on) just before
// (WHEN `before`) or just after (`after`) its collective number INDEX
// (from 0, counted from osdp_rt_init). Unset, it costs one comparison per
// collective.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <thread>

using namespace osdp::rt;

namespace {
struct Fault {
  bool armed = false;
  /// This process's rank.
  int self = 0;
  /// The signal to raise; 0 to hang instead.
  int signal = SIGKILL;
  int rank = 0;
  FaultPoint point = FaultPoint::Before;
  int64_t index = 0;
};

Fault &fault() {
  static Fault instance;
  return instance;
}

bool parseFault(const std::string &text, Fault &f) {
  char action[8] = "", when[8] = "";
  long long index = 0;
  char extra = 0;
  if (std::sscanf(text.c_str(), "%7[a-z]:%d:%7[a-z]:%lld%c", action, &f.rank,
                  when, &index, &extra) != 4 ||
      f.rank < 0 || index < 0)
    return false;
  f.index = index;
  if (!std::strcmp(action, "kill"))
    f.signal = SIGKILL;
  else if (!std::strcmp(action, "stop"))
    f.signal = SIGSTOP;
  else if (!std::strcmp(action, "hang"))
    f.signal = 0;
  else
    return false;
  if (!std::strcmp(when, "before"))
    f.point = FaultPoint::Before;
  else if (!std::strcmp(when, "after"))
    f.point = FaultPoint::After;
  else
    return false;
  f.armed = true;
  return true;
}
} // namespace

bool osdp::rt::armFaultInjection(int rank, std::string &error) {
  Fault &f = fault();
  f = Fault();
  f.self = rank;
  const char *text = std::getenv("OSDP_RT_FAULT");
  if (!text || !*text)
    return true;
  if (parseFault(text, f))
    return true;
  error = std::string("OSDP_RT_FAULT='") + text +
          "' is not ACTION:RANK:WHEN:INDEX (kill|stop|hang, a rank, "
          "before|after, a collective's index)";
  return false;
}

void osdp::rt::injectFault(FaultPoint point, int64_t index) {
  const Fault &f = fault();
  if (!f.armed || f.point != point || f.index != index || f.rank != f.self)
    return;
  if (f.signal)
    std::raise(f.signal);
  for (;;)
    std::this_thread::sleep_for(std::chrono::hours(1));
}
