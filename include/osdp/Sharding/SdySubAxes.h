//===- SdySubAxes.h - Shardy sub-axes as osdp mesh axes ---------*- C++ -*-===//
//
// osdp meshes have whole axes only. A Shardy sub-axis `"x":(p)s` is the part
// of axis x of size s whose devices step by (size(x) / (p * s)) positions:
// the coordinate on it is `(coord(x) / (size(x) / (p * s))) % s`. The
// importer splits each mesh axis into the finest pieces the module's
// shardings use (x = 8 used as (1)2 and (2)4 becomes the osdp axes
// `"x:(1)2" = 2` and `"x:(2)4" = 4`, in that order, which keeps the row-major
// numbering of the devices) and writes each use of x or of one of its
// sub-axes as the list of pieces it covers, major to minor. The export
// merges the pieces back.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_SHARDING_SDYSUBAXES_H
#define OSDP_SHARDING_SDYSUBAXES_H

#include "osdp/Dialect/SDY/IR/SDY.h"
#include "osdp/Sharding/GSPMDSharding.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringMap.h"

#include <optional>
#include <set>
#include <string>

namespace osdp {

/// The osdp name of sub-axis `(preSize)size` of `axis`: `axis:(preSize)size`.
std::string getSubAxisName(llvm::StringRef axis, int64_t preSize, int64_t size);

/// The parts of a name made by `getSubAxisName`.
struct SubAxisName {
  llvm::StringRef axis;
  int64_t preSize;
  int64_t size;
};
std::optional<SubAxisName> parseSubAxisName(llvm::StringRef name);

/// The pieces each mesh axis of a module is split into.
class SdySubAxisSplits {
public:
  /// Records every sub-axis the Shardy shardings of `module` use.
  explicit SdySubAxisSplits(mlir::ModuleOp module);

  /// Splits axis `axis` of size `size` of mesh `mesh` into its pieces (the
  /// axis itself if no sub-axis of it is used), major to minor. Fails,
  /// through `emitError`, if the sub-axes used do not nest (`(1)2` and
  /// `(1)3` of an axis of size 6).
  mlir::FailureOr<llvm::SmallVector<MeshAxis>>
  split(llvm::StringRef mesh, llvm::StringRef axis, int64_t size,
        llvm::function_ref<mlir::InFlightDiagnostic()> emitError);

  /// The osdp axes `ref` on mesh `mesh` stands for, major to minor, after
  /// `split` has been called for its axis.
  llvm::SmallVector<std::string> expand(llvm::StringRef mesh,
                                        sdy::AxisRefAttr ref) const;

private:
  /// Per mesh and axis, the pre-sizes where pieces start or end. After
  /// `split`, 1 and the axis size are included.
  llvm::StringMap<llvm::StringMap<std::set<int64_t>>> boundaries;
};

} // namespace osdp

#endif // OSDP_SHARDING_SDYSUBAXES_H
