//===- OSDPToRuntime.cpp - osdp collectives as runtime calls --------------===//
//
// Implements convert-osdp-to-runtime (see Passes.td). The calls are made on
// tensors: the operand's buffer (bufferization.to_buffer) and a fresh
// result buffer, both cast to unranked memrefs, so one-shot bufferization
// later decides where every buffer lives and the runtime sees dense
// row-major memory (runtime/include/osdp/Runtime/Runtime.h).
//
//===----------------------------------------------------------------------===//

#include "osdp/Conversion/Passes.h"
#include "osdp/Conversion/RuntimeCalls.h"

#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Sharding/CollectivesToStableHLO.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/TypeSwitch.h"

namespace osdp {
#define GEN_PASS_DEF_CONVERTOSDPTORUNTIMEPASS
#include "osdp/Conversion/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

namespace {

/// The suffix of the runtime entry points for element type `type`, as
/// runtime/lib/TypedEntryPoints.cpp defines them; empty if there is none.
std::string dtypeSuffix(Type type) {
  if (type.isF32())
    return "f32";
  if (type.isF64())
    return "f64";
  if (type.isF16())
    return "f16";
  if (type.isBF16())
    return "bf16";
  if (type.isInteger(1))
    return "pred";
  auto integer = dyn_cast<IntegerType>(type);
  if (!integer || !llvm::is_contained({8u, 16u, 32u, 64u}, integer.getWidth()))
    return "";
  return (integer.isUnsigned() ? "u" : "i") +
         std::to_string(integer.getWidth());
}

/// `type` with its integer elements signless (ui32 becomes i32).
RankedTensorType signlessTensorType(Type type) {
  auto tensor = cast<RankedTensorType>(type);
  auto integer = dyn_cast<IntegerType>(tensor.getElementType());
  if (!integer || integer.isSignless())
    return tensor;
  return tensor.clone(IntegerType::get(type.getContext(), integer.getWidth()));
}

/// `value` as a tensor of `type`, which differs at most in the signedness
/// of its integers.
Value castTensor(OpBuilder &b, Location loc, Value value, Type type) {
  if (value.getType() == type)
    return value;
  return UnrealizedConversionCastOp::create(b, loc, type, value).getResult(0);
}

/// Rewrites the collectives of one module into runtime calls.
class RuntimeLowering {
public:
  RuntimeLowering(ModuleOp module, MeshAttr mesh, RuntimeTarget target)
      : module(module), mesh(mesh), target(target), symbols(module) {}

  LogicalResult lower(Operation *op);

private:
  /// The axes code of `axes` (Runtime.h): axis indices plus one, as
  /// hexadecimal digits, major first.
  Value axesCode(OpBuilder &b, Location loc, ArrayRef<StringAttr> axes);
  /// Calls the target runtime's `<kind>_<dtype>(in, out, extra...)` and
  /// returns `out` as a tensor of type `resultType`.
  FailureOr<Value> call(Operation *op, StringRef kind, Value input,
                        RankedTensorType resultType, ArrayRef<Value> extra);
  Value i32(OpBuilder &b, Location loc, int64_t v) {
    return arith::ConstantIntOp::create(b, loc, v, 32);
  }
  Value i64(OpBuilder &b, Location loc, int64_t v) {
    return arith::ConstantIntOp::create(b, loc, v, 64);
  }
  /// The pairs of a collective_permute as an unranked i64 memref.
  Value permutePairs(OpBuilder &b, CollectivePermuteOp op);

  ModuleOp module;
  MeshAttr mesh;
  RuntimeTarget target;
  SymbolTable symbols;
  unsigned numPairGlobals = 0;
};

} // namespace

Value RuntimeLowering::axesCode(OpBuilder &b, Location loc,
                                ArrayRef<StringAttr> axes) {
  int64_t code = 0;
  for (StringAttr axis : axes)
    code = code * 16 + (*mesh.getAxisIndex(axis) + 1);
  return i64(b, loc, code);
}

FailureOr<Value> RuntimeLowering::call(Operation *op, StringRef kind,
                                       Value input, RankedTensorType resultType,
                                       ArrayRef<Value> extra) {
  std::string suffix = dtypeSuffix(resultType.getElementType());
  if (suffix.empty())
    return op->emitError() << "the runtime has no collectives on "
                           << resultType.getElementType();
  OpBuilder b(op);
  Location loc = op->getLoc();
  // Buffers hold signless integers, as convert-stablehlo-to-linalg makes
  // every tensor (the entry point's suffix keeps the signedness): the casts
  // to and from the unsigned tensors meet that conversion's own and cancel.
  RankedTensorType bufferType = signlessTensorType(resultType);
  Value in = readOnlyUnrankedBuffer(
      b, loc, castTensor(b, loc, input, signlessTensorType(input.getType())));
  auto [outBuffer, out] = newUnrankedBuffer(b, loc, bufferType);
  SmallVector<Value> operands{in, out};
  llvm::append_range(operands, extra);
  FlatSymbolRefAttr callee = declareRuntimeFunction(
      module, symbols, runtimeFunctionName(target, (kind + "_" + suffix).str()),
      ValueRange(operands).getTypes());
  func::CallOp::create(b, loc, callee, TypeRange{}, operands);
  return castTensor(b, loc, tensorOfBuffer(b, loc, bufferType, outBuffer),
                    resultType);
}

Value RuntimeLowering::permutePairs(OpBuilder &b, CollectivePermuteOp op) {
  int64_t n = mesh.getGroupSize(op.getAxes().getAxes());
  SmallVector<int64_t> flat;
  if (std::optional<int64_t> shift = op.getShift()) {
    for (int64_t i = 0; i < n; ++i)
      llvm::append_range(flat,
                         ArrayRef<int64_t>{i, ((i + *shift) % n + n) % n});
  } else {
    llvm::append_range(flat, *op.getSourceTargetPairs());
  }
  auto type = MemRefType::get({(int64_t)flat.size()}, b.getI64Type());
  std::string name = "__osdp_permute_pairs_" + std::to_string(numPairGlobals++);
  OpBuilder top = OpBuilder::atBlockBegin(module.getBody());
  auto global = memref::GlobalOp::create(
      top, op.getLoc(), name, top.getStringAttr("private"), type,
      DenseIntElementsAttr::get(
          RankedTensorType::get(type.getShape(), b.getI64Type()), flat),
      /*constant=*/true, /*alignment=*/nullptr);
  symbols.insert(global);
  Value buffer = memref::GetGlobalOp::create(b, op.getLoc(), type, name);
  return memref::CastOp::create(
      b, op.getLoc(), UnrankedMemRefType::get(b.getI64Type(), 0), buffer);
}

LogicalResult RuntimeLowering::lower(Operation *op) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  FailureOr<Value> result =
      llvm::TypeSwitch<Operation *, FailureOr<Value>>(op)
          .Case([&](AllReduceOp all) {
            return call(op, "all_reduce", all.getInput(), all.getType(),
                        {i32(b, loc, (int64_t)all.getKind()),
                         axesCode(b, loc, all.getAxes().getAxes())});
          })
          .Case([&](ReduceScatterOp scatter) {
            return call(op, "reduce_scatter", scatter.getInput(),
                        cast<RankedTensorType>(scatter.getType()),
                        {i32(b, loc, (int64_t)scatter.getKind()),
                         i64(b, loc, scatter.getScatterDim()),
                         axesCode(b, loc, scatter.getAxes().getAxes())});
          })
          .Case([&](AllToAllOp all) {
            return call(op, "all_to_all", all.getInput(),
                        cast<RankedTensorType>(all.getType()),
                        {i64(b, loc, all.getSplitDim()),
                         i64(b, loc, all.getConcatDim()),
                         axesCode(b, loc, all.getAxes().getAxes())});
          })
          .Case([&](CollectivePermuteOp permute) {
            return call(op, "collective_permute", permute.getInput(),
                        permute.getType(),
                        {axesCode(b, loc, permute.getAxes().getAxes()),
                         permutePairs(b, permute)});
          })
          .Case([&](AllGatherOp gather) -> FailureOr<Value> {
            // One dimension after the other.
            Value value = gather.getInput();
            SmallVector<int64_t> shape(gather.getInput().getType().getShape());
            for (auto [dim, attr] : llvm::enumerate(gather.getGatherAxes())) {
              ArrayRef<StringAttr> axes = cast<AxisListAttr>(attr).getAxes();
              if (axes.empty())
                continue;
              shape[dim] *= mesh.getGroupSize(axes);
              auto type = RankedTensorType::get(
                  shape, gather.getType().getElementType());
              FailureOr<Value> next =
                  call(op, "all_gather", value, type,
                       {i64(b, loc, dim), axesCode(b, loc, axes)});
              if (failed(next))
                return failure();
              value = *next;
            }
            return value;
          })
          .Case([&](AllSliceOp slice) {
            return emitAllSliceAsStableHLO(b, slice, mesh);
          })
          .Default([](Operation *) { return Value(); });
  if (failed(result))
    return failure();
  if (!*result)
    return success();
  op->getResult(0).replaceAllUsesWith(*result);
  op->erase();
  return success();
}

namespace {
struct ConvertOSDPToRuntimePass
    : public osdp::impl::ConvertOSDPToRuntimePassBase<
          ConvertOSDPToRuntimePass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<MeshOp> meshes(module.getOps<MeshOp>());
    if (meshes.size() > 1) {
      meshes[1].emitError("convert-osdp-to-runtime supports one mesh per "
                          "module");
      return signalPassFailure();
    }
    MeshAttr mesh = meshes.empty() ? MeshAttr() : meshes.front().getMesh();
    SmallVector<Operation *> ops;
    module.walk([&](Operation *op) {
      if (isa<AllReduceOp, ReduceScatterOp, AllGatherOp, AllSliceOp, AllToAllOp,
              CollectivePermuteOp>(op))
        ops.push_back(op);
    });
    RuntimeLowering lowering(module, mesh, target);
    for (Operation *op : ops) {
      if (!mesh) {
        op->emitError("collective outside any osdp.mesh");
        return signalPassFailure();
      }
      if (failed(lowering.lower(op)))
        return signalPassFailure();
    }

    // The mesh lives on in the calls' axes codes and the manifest.
    WalkResult leftover = module.walk([](Operation *op) {
      if (!isa<OSDPDialect>(op->getDialect()) || isa<MeshOp>(op))
        return WalkResult::advance();
      op->emitError("cannot be compiled; run osdp-partition first");
      return WalkResult::interrupt();
    });
    if (leftover.wasInterrupted())
      return signalPassFailure();
    for (MeshOp op : meshes)
      op.erase();
    eraseOSDPAttributes(module);
  }
};
} // namespace
