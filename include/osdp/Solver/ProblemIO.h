//===- ProblemIO.h - Reading problems in the IOPDDL JSON format -*- C++ -*-===//
//
// The contest format:
//   {"problem": {"name": ..., "nodes": {"intervals": [[lo, hi], ...],
//    "costs": [[...], ...], "usages": [[...], ...]},
//    "edges": {"nodes": [[u, v], ...], "costs": [[...], ...]},
//    "usage_limit": N}}
// Files may be gzip-compressed. The reader is a hand-written single-pass
// parser over the whole buffer: the large instances are tens of megabytes of
// JSON and a generic DOM would dominate the time budget.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_SOLVER_PROBLEMIO_H
#define OSDP_SOLVER_PROBLEMIO_H

#include "osdp/Solver/Problem.h"

#include <ostream>
#include <string>
#include <string_view>

namespace osdp {
namespace solver {

/// Parses `text` into `problem`. On failure returns false and sets `error` to
/// a message with the line and column of the problem.
bool parseProblemJSON(std::string_view text, Problem &problem,
                      std::string &error);

/// Writes `problem` in the same format (what osdp-plan-shardings' search
/// hands to the solver, for osdp-solve and offline study).
void writeProblemJSON(const Problem &problem, std::ostream &os);

/// Reads `path` (plain or gzip-compressed JSON), parses and verifies it.
bool loadProblemFile(const std::string &path, Problem &problem,
                     std::string &error);

} // namespace solver
} // namespace osdp

#endif // OSDP_SOLVER_PROBLEMIO_H
