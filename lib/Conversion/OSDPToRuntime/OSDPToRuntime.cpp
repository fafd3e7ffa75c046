//===- OSDPToRuntime.cpp - osdp collectives as runtime calls --------------===//
//
// Implements convert-osdp-to-runtime (see Passes.td). The calls are made on
// tensors: the operand's buffer (bufferization.to_buffer) and a fresh
// result buffer, both cast to unranked memrefs, so one-shot bufferization
// later decides where every buffer lives and the runtime sees dense
// row-major memory. Entry-point names, element-type and reduction codes
// and the calls' signatures come from the runtime's ABI header
// (runtime/include/osdp/Runtime/ABI.h), which the runtime declares its entry
// points with.
//
//===----------------------------------------------------------------------===//

#include "osdp/Conversion/Passes.h"
#include "osdp/Conversion/RuntimeCalls.h"

#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Runtime/ABI.h"
#include "osdp/Sharding/CollectivesToStableHLO.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/TypeSwitch.h"

#include <array>

namespace osdp {
#define GEN_PASS_DEF_CONVERTOSDPTORUNTIMEPASS
#include "osdp/Conversion/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;

// The dialect's reductions are the runtime's reduction codes.
static_assert(static_cast<int32_t>(ReductionKind::Sum) == OSDP_RT_SUM &&
                  static_cast<int32_t>(ReductionKind::Prod) == OSDP_RT_PROD &&
                  static_cast<int32_t>(ReductionKind::Min) == OSDP_RT_MIN &&
                  static_cast<int32_t>(ReductionKind::Max) == OSDP_RT_MAX &&
                  static_cast<int32_t>(ReductionKind::And) == OSDP_RT_AND &&
                  static_cast<int32_t>(ReductionKind::Or) == OSDP_RT_OR &&
                  static_cast<int32_t>(ReductionKind::Xor) == OSDP_RT_XOR,
              "osdp::ReductionKind differs from osdp_rt_reduction (ABI.h)");
static_assert(getMaxEnumValForReductionKind() + 1 == OSDP_ABI_NUM_REDUCTIONS,
              "osdp::ReductionKind and osdp_rt_reduction (ABI.h) have "
              "different numbers of reductions");

namespace {

/// The runtime's code for reduction `kind`.
int32_t reductionCode(ReductionKind kind) {
  return static_cast<osdp_rt_reduction>(kind);
}

/// The kinds of argument an entry point of ABI.h takes, as compiled code
/// passes them.
enum class ArgKind { I32, I64, Memref };
template <typename T> struct ArgKindOf;
template <> struct ArgKindOf<int32_t> {
  static constexpr ArgKind value = ArgKind::I32;
};
template <> struct ArgKindOf<int64_t> {
  static constexpr ArgKind value = ArgKind::I64;
};
template <> struct ArgKindOf<osdp_rt_unranked_memref *> {
  static constexpr ArgKind value = ArgKind::Memref;
};

/// An entry point of ABI.h: the operation's name and, read from the C
/// function type, the kinds of its arguments and whether it returns a
/// handle (the start of a collective in flight).
template <typename Fn> struct EntryPoint;
template <typename R, typename... Args> struct EntryPoint<R(Args...)> {
  static_assert(std::is_void_v<R> || std::is_same_v<R, int64_t>,
                "entry points return nothing or a handle");
  const char *name;
  static constexpr std::array<ArgKind, sizeof...(Args)> args{
      ArgKindOf<Args>::value...};
  static constexpr bool returnsHandle = std::is_same_v<R, int64_t>;
};

constexpr EntryPoint<osdp_abi_all_reduce_fn> allReduceEntry{
    OSDP_ABI_ALL_REDUCE};
constexpr EntryPoint<osdp_abi_all_gather_fn> allGatherEntry{
    OSDP_ABI_ALL_GATHER};
constexpr EntryPoint<osdp_abi_reduce_scatter_fn> reduceScatterEntry{
    OSDP_ABI_REDUCE_SCATTER};
constexpr EntryPoint<osdp_abi_all_to_all_fn> allToAllEntry{OSDP_ABI_ALL_TO_ALL};
constexpr EntryPoint<osdp_abi_collective_permute_fn> collectivePermuteEntry{
    OSDP_ABI_COLLECTIVE_PERMUTE};
constexpr EntryPoint<osdp_abi_all_reduce_start_fn> allReduceStartEntry{
    OSDP_ABI_ALL_REDUCE OSDP_ABI_START_SUFFIX};
constexpr EntryPoint<osdp_abi_all_gather_start_fn> allGatherStartEntry{
    OSDP_ABI_ALL_GATHER OSDP_ABI_START_SUFFIX};
constexpr EntryPoint<osdp_abi_reduce_scatter_start_fn> reduceScatterStartEntry{
    OSDP_ABI_REDUCE_SCATTER OSDP_ABI_START_SUFFIX};
constexpr EntryPoint<osdp_abi_wait_fn> waitEntry{OSDP_ABI_WAIT};
constexpr EntryPoint<osdp_abi_send_fn> sendEntry{OSDP_ABI_SEND};
constexpr EntryPoint<osdp_abi_recv_fn> recvEntry{OSDP_ABI_RECV};

/// Whether `type` is what compiled code passes for an argument of `kind`.
bool passesAs(Type type, ArgKind kind) {
  switch (kind) {
  case ArgKind::I32:
    return type.isInteger(32);
  case ArgKind::I64:
    return type.isInteger(64);
  case ArgKind::Memref:
    return isa<UnrankedMemRefType>(type);
  }
  llvm_unreachable("unknown argument kind");
}

/// The runtime's code for element type `type`, if it has one.
std::optional<osdp_rt_dtype> dtypeCode(Type type) {
  if (type.isF32())
    return OSDP_RT_F32;
  if (type.isF64())
    return OSDP_RT_F64;
  if (type.isF16())
    return OSDP_RT_F16;
  if (type.isBF16())
    return OSDP_RT_BF16;
  if (type.isInteger(1))
    return OSDP_RT_PRED;
  auto integer = dyn_cast<IntegerType>(type);
  if (!integer)
    return std::nullopt;
  bool isUnsigned = integer.isUnsigned();
  switch (integer.getWidth()) {
  case 8:
    return isUnsigned ? OSDP_RT_U8 : OSDP_RT_I8;
  case 16:
    return isUnsigned ? OSDP_RT_U16 : OSDP_RT_I16;
  case 32:
    return isUnsigned ? OSDP_RT_U32 : OSDP_RT_I32;
  case 64:
    return isUnsigned ? OSDP_RT_U64 : OSDP_RT_I64;
  default:
    return std::nullopt;
  }
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
  /// Lowers a collective in flight: its start where `start` stands, its
  /// wait where the wait does.
  LogicalResult lowerAsync(AsyncStartOp start);
  /// Lowers an osdp.send or osdp.recv to its runtime call.
  LogicalResult lowerPointToPoint(Operation *op);

private:
  /// The axes code of `axes` (ABI.h): axis indices plus one, as digits of
  /// OSDP_ABI_AXES_CODE_RADIX, major first. The mesh has at most
  /// OSDP_ABI_MAX_MESH_AXES axes.
  Value axesCode(OpBuilder &b, Location loc, ArrayRef<StringAttr> axes);
  /// The buffers of one collective call: its input as a read-only buffer
  /// of signless integers and a new output buffer.
  struct Buffers {
    RankedTensorType resultType;
    Value signlessInput, in, outBuffer, out;
  };
  Buffers prepareBuffers(OpBuilder &b, Location loc, Value input,
                         RankedTensorType resultType);
  /// The output buffer of `buffers` as a tensor of its result type.
  Value resultOf(OpBuilder &b, Location loc, const Buffers &buffers);
  /// Calls the target runtime's `<entry>_<dtype>(in, out, extra...)` and
  /// returns `out` as a tensor of type `resultType`.
  template <typename Fn>
  FailureOr<Value> call(Operation *op, const EntryPoint<Fn> &entry, Value input,
                        RankedTensorType resultType, ArrayRef<Value> extra);
  /// Issues `<entry>_<dtype>(in, out, extra...)` where `start` stands and
  /// waits for it where its wait stands; returns `out` as a tensor there.
  template <typename Fn>
  FailureOr<Value> callAsync(AsyncStartOp start, const EntryPoint<Fn> &entry,
                             Value input, RankedTensorType resultType,
                             ArrayRef<Value> extra);
  /// Creates the call of `entry` for `type`'s element type with
  /// `operands`, checked against the entry point's C signature.
  template <typename Fn>
  FailureOr<func::CallOp> emitCall(OpBuilder &b, Operation *op,
                                   const EntryPoint<Fn> &entry,
                                   RankedTensorType type, ValueRange operands);
  Value i32(OpBuilder &b, Location loc, int64_t v) {
    return arith::ConstantIntOp::create(b, loc, v, 32);
  }
  Value i64(OpBuilder &b, Location loc, int64_t v) {
    return arith::ConstantIntOp::create(b, loc, v, 64);
  }
  /// The arguments of the entry points after `in` and `out`.
  SmallVector<Value> allReduceArgs(OpBuilder &b, AllReduceOp op) {
    return {i32(b, op.getLoc(), reductionCode(op.getKind())),
            axesCode(b, op.getLoc(), op.getAxes().getAxes())};
  }
  SmallVector<Value> reduceScatterArgs(OpBuilder &b, ReduceScatterOp op) {
    return {i32(b, op.getLoc(), reductionCode(op.getKind())),
            i64(b, op.getLoc(), op.getScatterDim()),
            axesCode(b, op.getLoc(), op.getAxes().getAxes())};
  }
  SmallVector<Value> gatherArgs(OpBuilder &b, Location loc, int64_t dim,
                                ArrayRef<StringAttr> axes) {
    return {i64(b, loc, dim), axesCode(b, loc, axes)};
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
    code = code * OSDP_ABI_AXES_CODE_RADIX + (*mesh.getAxisIndex(axis) + 1);
  return i64(b, loc, code);
}

template <typename Fn>
FailureOr<func::CallOp> RuntimeLowering::emitCall(OpBuilder &b, Operation *op,
                                                  const EntryPoint<Fn> &entry,
                                                  RankedTensorType type,
                                                  ValueRange operands) {
  std::optional<osdp_rt_dtype> dtype = dtypeCode(type.getElementType());
  if (!dtype)
    return op->emitError() << "the runtime has no collectives on "
                           << type.getElementType();
  std::string name = runtimeFunctionName(
      target, std::string(entry.name) + "_" + osdp_abi_dtype_suffix(*dtype));
  // The call passes what the entry point's C signature takes.
  if (operands.size() != entry.args.size() ||
      !llvm::all_of(llvm::zip(operands, entry.args), [](auto pair) {
        return passesAs(std::get<0>(pair).getType(), std::get<1>(pair));
      }))
    return op->emitError() << "internal error: the call of " << name
                           << " does not match its signature in the "
                              "runtime's ABI.h";
  SmallVector<Type> results;
  if (entry.returnsHandle)
    results.push_back(b.getI64Type());
  FlatSymbolRefAttr callee = declareRuntimeFunction(
      module, symbols, name, operands.getTypes(), results);
  return func::CallOp::create(b, op->getLoc(), callee, results, operands);
}

RuntimeLowering::Buffers
RuntimeLowering::prepareBuffers(OpBuilder &b, Location loc, Value input,
                                RankedTensorType resultType) {
  // Buffers hold signless integers, as convert-stablehlo-to-linalg makes
  // every tensor (the entry point's suffix keeps the signedness): the casts
  // to and from the unsigned tensors meet that conversion's own and cancel.
  Buffers buffers;
  buffers.resultType = resultType;
  buffers.signlessInput =
      castTensor(b, loc, input, signlessTensorType(input.getType()));
  buffers.in = readOnlyUnrankedBuffer(b, loc, buffers.signlessInput);
  std::tie(buffers.outBuffer, buffers.out) =
      newUnrankedBuffer(b, loc, signlessTensorType(resultType));
  return buffers;
}

Value RuntimeLowering::resultOf(OpBuilder &b, Location loc,
                                const Buffers &buffers) {
  RankedTensorType bufferType = signlessTensorType(buffers.resultType);
  return castTensor(b, loc,
                    tensorOfBuffer(b, loc, bufferType, buffers.outBuffer),
                    buffers.resultType);
}

template <typename Fn>
FailureOr<Value>
RuntimeLowering::call(Operation *op, const EntryPoint<Fn> &entry, Value input,
                      RankedTensorType resultType, ArrayRef<Value> extra) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  Buffers buffers = prepareBuffers(b, loc, input, resultType);
  SmallVector<Value> operands{buffers.in, buffers.out};
  llvm::append_range(operands, extra);
  if (failed(emitCall(b, op, entry, resultType, operands)))
    return failure();
  return resultOf(b, loc, buffers);
}

template <typename Fn>
FailureOr<Value>
RuntimeLowering::callAsync(AsyncStartOp start, const EntryPoint<Fn> &entry,
                           Value input, RankedTensorType resultType,
                           ArrayRef<Value> extra) {
  OpBuilder b(start);
  Location loc = start.getLoc();
  Buffers buffers = prepareBuffers(b, loc, input, resultType);
  SmallVector<Value> operands{buffers.in, buffers.out};
  llvm::append_range(operands, extra);
  FailureOr<func::CallOp> issued =
      emitCall(b, start, entry, resultType, operands);
  if (failed(issued))
    return failure();
  // The input is read again at the wait, so bufferization keeps its buffer
  // unchanged while the collective may still read it.
  b.setInsertionPoint(start.getWait());
  Value handle = issued->getResult(0);
  Value inAgain = readOnlyUnrankedBuffer(b, loc, buffers.signlessInput);
  if (failed(emitCall(b, start, waitEntry, resultType,
                      ValueRange{handle, inAgain, buffers.out})))
    return failure();
  return resultOf(b, loc, buffers);
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

LogicalResult RuntimeLowering::lowerPointToPoint(Operation *op) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  if (auto send = dyn_cast<SendOp>(op)) {
    Value input = castTensor(b, loc, send.getInput(),
                             signlessTensorType(send.getInput().getType()));
    Value in = readOnlyUnrankedBuffer(b, loc, input);
    if (failed(emitCall(b, op, sendEntry, send.getInput().getType(),
                        {in, axesCode(b, loc, send.getAxes().getAxes()),
                         i64(b, loc, send.getPeer()),
                         i64(b, loc, send.getTag())})))
      return failure();
    op->erase();
    return success();
  }
  auto recv = cast<RecvOp>(op);
  Buffers buffers;
  buffers.resultType = recv.getType();
  std::tie(buffers.outBuffer, buffers.out) =
      newUnrankedBuffer(b, loc, signlessTensorType(recv.getType()));
  if (failed(
          emitCall(b, op, recvEntry, recv.getType(),
                   {buffers.out, axesCode(b, loc, recv.getAxes().getAxes()),
                    i64(b, loc, recv.getPeer()), i64(b, loc, recv.getTag())})))
    return failure();
  recv.getResult().replaceAllUsesWith(resultOf(b, loc, buffers));
  op->erase();
  return success();
}

LogicalResult RuntimeLowering::lower(Operation *op) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  FailureOr<Value> result =
      llvm::TypeSwitch<Operation *, FailureOr<Value>>(op)
          .Case([&](AllReduceOp all) {
            return call(op, allReduceEntry, all.getInput(), all.getType(),
                        allReduceArgs(b, all));
          })
          .Case([&](ReduceScatterOp scatter) {
            return call(op, reduceScatterEntry, scatter.getInput(),
                        cast<RankedTensorType>(scatter.getType()),
                        reduceScatterArgs(b, scatter));
          })
          .Case([&](AllToAllOp all) {
            return call(op, allToAllEntry, all.getInput(),
                        cast<RankedTensorType>(all.getType()),
                        {i64(b, loc, all.getSplitDim()),
                         i64(b, loc, all.getConcatDim()),
                         axesCode(b, loc, all.getAxes().getAxes())});
          })
          .Case([&](CollectivePermuteOp permute) {
            return call(op, collectivePermuteEntry, permute.getInput(),
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
              FailureOr<Value> next = call(op, allGatherEntry, value, type,
                                           gatherArgs(b, loc, dim, axes));
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

LogicalResult RuntimeLowering::lowerAsync(AsyncStartOp start) {
  OpBuilder b(start);
  FailureOr<Value> result =
      llvm::TypeSwitch<Operation *, FailureOr<Value>>(start.getCollective())
          .Case([&](AllReduceOp all) {
            return callAsync(start, allReduceStartEntry, all.getInput(),
                             all.getType(), allReduceArgs(b, all));
          })
          .Case([&](ReduceScatterOp scatter) {
            return callAsync(start, reduceScatterStartEntry, scatter.getInput(),
                             cast<RankedTensorType>(scatter.getType()),
                             reduceScatterArgs(b, scatter));
          })
          .Case([&](AllGatherOp gather) -> FailureOr<Value> {
            // The verifier allows one gathered dimension.
            for (auto [dim, attr] : llvm::enumerate(gather.getGatherAxes()))
              if (auto axes = cast<AxisListAttr>(attr).getAxes(); !axes.empty())
                return callAsync(start, allGatherStartEntry, gather.getInput(),
                                 gather.getType(),
                                 gatherArgs(b, start.getLoc(), dim, axes));
            return start.emitError("gathers no dimension");
          })
          .Default([&](Operation *op) {
            return start.emitError()
                   << "cannot issue '" << op->getName() << "' asynchronously";
          });
  if (failed(result))
    return failure();
  AsyncWaitOp wait = start.getWait();
  wait.getResult().replaceAllUsesWith(*result);
  wait.erase();
  start.erase();
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
    if (mesh && mesh.getNumAxes() > OSDP_ABI_MAX_MESH_AXES) {
      meshes.front().emitError()
          << "the runtime names the axes of a collective's groups with one "
             "digit each: a mesh may have at most "
          << OSDP_ABI_MAX_MESH_AXES << " axes, this one has "
          << mesh.getNumAxes();
      return signalPassFailure();
    }
    RuntimeLowering lowering(module, mesh, target);
    SmallVector<AsyncStartOp> starts;
    module.walk([&](AsyncStartOp start) { starts.push_back(start); });
    for (AsyncStartOp start : starts) {
      if (!mesh) {
        start.emitError("collective outside any osdp.mesh");
        return signalPassFailure();
      }
      if (failed(lowering.lowerAsync(start)))
        return signalPassFailure();
    }
    SmallVector<Operation *> ops;
    module.walk([&](Operation *op) {
      if (isa<AllReduceOp, ReduceScatterOp, AllGatherOp, AllSliceOp, AllToAllOp,
              CollectivePermuteOp>(op))
        ops.push_back(op);
    });
    for (Operation *op : ops) {
      if (!mesh) {
        op->emitError("collective outside any osdp.mesh");
        return signalPassFailure();
      }
      if (failed(lowering.lower(op)))
        return signalPassFailure();
    }
    SmallVector<Operation *> transfers;
    module.walk([&](Operation *op) {
      if (isa<SendOp, RecvOp>(op))
        transfers.push_back(op);
    });
    for (Operation *op : transfers) {
      if (target == RuntimeTarget::CUDA) {
        op->emitError("pipeline stages run on the cpu target only");
        return signalPassFailure();
      }
      if (!mesh) {
        op->emitError("send or receive outside any osdp.mesh");
        return signalPassFailure();
      }
      if (failed(lowering.lowerPointToPoint(op)))
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
    // Which buckets to assemble late and which sums to store are the code
    // generator's to read.
    eraseOSDPAttributes(module, {OSDPDialect::kAssembleLateAttrName,
                                 OSDPDialect::kMicrobatchSumAttrName});
  }
};
} // namespace
