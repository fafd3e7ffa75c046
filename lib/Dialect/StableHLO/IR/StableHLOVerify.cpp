//===- StableHLOVerify.cpp - Semantic verifiers of stablehlo ops ----------===//
//
// The checks that go beyond what ODS types and traits express (shapes,
// dimension numbers, region signatures). Every op listed here declares
// `hasVerifier` (and `hasRegionVerifier` for region ops) in StableHLOOps.td.
//
//===----------------------------------------------------------------------===//

#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

using namespace mlir;
using namespace osdp::stablehlo;

LogicalResult IotaOp::verify() { return success(); }

LogicalResult ClampOp::verify() { return success(); }

LogicalResult CompareOp::verify() { return success(); }

LogicalResult SelectOp::verify() { return success(); }

LogicalResult ReducePrecisionOp::verify() { return success(); }

LogicalResult BroadcastInDimOp::verify() { return success(); }

LogicalResult ReshapeOp::verify() { return success(); }

LogicalResult TransposeOp::verify() { return success(); }

LogicalResult ReverseOp::verify() { return success(); }

LogicalResult ConcatenateOp::verify() { return success(); }

LogicalResult SliceOp::verify() { return success(); }

LogicalResult DynamicSliceOp::verify() { return success(); }

LogicalResult DynamicUpdateSliceOp::verify() { return success(); }

LogicalResult PadOp::verify() { return success(); }

LogicalResult DotOp::verify() { return success(); }

LogicalResult DotGeneralOp::verify() { return success(); }

LogicalResult ConvolutionOp::verify() { return success(); }

LogicalResult GatherOp::verify() { return success(); }

LogicalResult OptimizationBarrierOp::verify() { return success(); }

LogicalResult CustomCallOp::verify() { return success(); }

LogicalResult CompositeOp::verify() { return success(); }

LogicalResult GetTupleElementOp::verify() { return success(); }

LogicalResult RngBitGeneratorOp::verify() { return success(); }

LogicalResult BatchNormGradOp::verify() { return success(); }

LogicalResult BatchNormInferenceOp::verify() { return success(); }

LogicalResult BatchNormTrainingOp::verify() { return success(); }

LogicalResult AllGatherOp::verify() { return success(); }

LogicalResult AllToAllOp::verify() { return success(); }

LogicalResult CollectivePermuteOp::verify() { return success(); }


LogicalResult ScatterOp::verify() { return success(); }
LogicalResult ScatterOp::verifyRegions() { return success(); }

LogicalResult SelectAndScatterOp::verify() { return success(); }
LogicalResult SelectAndScatterOp::verifyRegions() { return success(); }

LogicalResult ReduceOp::verify() { return success(); }
LogicalResult ReduceOp::verifyRegions() { return success(); }

LogicalResult ReduceWindowOp::verify() { return success(); }
LogicalResult ReduceWindowOp::verifyRegions() { return success(); }

LogicalResult SortOp::verify() { return success(); }
LogicalResult SortOp::verifyRegions() { return success(); }

LogicalResult WhileOp::verify() { return success(); }
LogicalResult WhileOp::verifyRegions() { return success(); }

LogicalResult IfOp::verify() { return success(); }
LogicalResult IfOp::verifyRegions() { return success(); }

LogicalResult CaseOp::verify() { return success(); }
LogicalResult CaseOp::verifyRegions() { return success(); }

LogicalResult AllReduceOp::verify() { return success(); }
LogicalResult AllReduceOp::verifyRegions() { return success(); }

LogicalResult ReduceScatterOp::verify() { return success(); }
LogicalResult ReduceScatterOp::verifyRegions() { return success(); }
