//===- Report.h - What a run prints and writes ------------------*- C++ -*-===//
//
// The pieces of osdp-run's output every device shares: scalar outputs as
// the step lines print them, the outputs as .npy files and the JSON
// report, each file written whole or not at all.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_RUN_REPORT_H
#define OSDP_RUN_REPORT_H

#include "Artifact.h"
#include "Npy.h"

#include "osdp/Runtime/Runtime.h"

#include <string>
#include <vector>

namespace osdp::run {

/// printf into a string (at most 511 characters).
std::string format(const char *pattern, ...)
    __attribute__((format(printf, 1, 2)));

/// The median of `values` (0 when empty).
double median(std::vector<double> values);

/// `, NAME = VALUE` for scalar output `index` of `spec` whose value is at
/// `data` (its result name, else "output I"; floats with the digits that
/// give them back exactly).
std::string describeScalar(const TensorSpec &spec, size_t index,
                           const char *data);

/// The step line: "step S[ (warmup)]: T ms, MEMORY[SCALARS]".
void printStep(int step, bool warmup, double seconds, const std::string &memory,
               const std::string &scalars);

/// Writes `text` to `path` through `path.partial` and a rename, so that a
/// failed run leaves no half-written file; a failure is fatal.
void writeFileAtomically(const std::string &path, const std::string &text);

/// Writes each output as DIR/<index>.npy, each atomically; a failure
/// removes those already written and is fatal.
void writeOutputs(const std::string &dir, const std::vector<Array> &outputs);

/// `"step_seconds": [t0, t1, ...]`, the report's step times.
std::string stepSecondsJson(const std::vector<double> &times);

/// `"gemm_shapes": [...]`, the profile's products by shape (element type,
/// transposes, dimensions, calls and seconds), each line indented by
/// `indent` spaces.
std::string gemmShapesJson(const std::vector<osdp_rt_gemm_shape> &shapes,
                           int indent);

} // namespace osdp::run

#endif // OSDP_RUN_REPORT_H
