#include "Common.h"
namespace osdp::stablehlo_to_linalg {
void populateGatherScatterPatterns(const mlir::TypeConverter &,
                                   mlir::RewritePatternSet &) {}
} // namespace osdp::stablehlo_to_linalg
