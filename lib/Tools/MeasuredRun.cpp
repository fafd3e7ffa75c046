//===- MeasuredRun.cpp - A plan's measured run beside its prediction ------===//
//
// osdp-run's `--report-json` of the program a plan was compiled to, read
// back so that the plan report shows what the step took beside what the
// cost model said it would.
//
//===----------------------------------------------------------------------===//

#include "osdp/Tools/PlanReport.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>

using namespace osdp;

static llvm::Error invalidRun(llvm::StringRef path, const llvm::Twine &what) {
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      path + ": " + what +
          " (expected the file `osdp-run --report-json` writes)");
}

/// The median of `values`, which is not empty.
static double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  size_t n = values.size();
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

llvm::Expected<llvm::json::Object> osdp::readMeasuredRun(llvm::StringRef path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(path);
  if (!file)
    return invalidRun(path, "cannot read it: " + file.getError().message());
  llvm::Expected<llvm::json::Value> json =
      llvm::json::parse((*file)->getBuffer());
  if (!json)
    return invalidRun(path, "not JSON: " + llvm::toString(json.takeError()));
  const llvm::json::Object *run = json->getAsObject();
  const llvm::json::Array *steps =
      run ? run->getArray("step_seconds") : nullptr;
  std::optional<int64_t> ranks = run ? run->getInteger("ranks") : std::nullopt;
  std::optional<int64_t> buffers =
      run ? run->getInteger("buffer_bytes") : std::nullopt;
  std::optional<int64_t> peak =
      run ? run->getInteger("program_peak_bytes") : std::nullopt;
  if (!steps || steps->empty() || !ranks || !buffers || !peak)
    return invalidRun(path, "it lacks 'ranks', 'step_seconds', "
                            "'buffer_bytes' or 'program_peak_bytes'");
  std::vector<double> seconds;
  for (const llvm::json::Value &step : *steps) {
    std::optional<double> s = step.getAsNumber();
    if (!s || !(*s >= 0))
      return invalidRun(path, "a step time is not a number of seconds");
    seconds.push_back(*s);
  }
  return llvm::json::Object{{"file", path},
                            {"ranks", *ranks},
                            {"steps", static_cast<int64_t>(seconds.size())},
                            {"step_seconds", median(seconds)},
                            {"peak_memory_bytes", *buffers + *peak}};
}
