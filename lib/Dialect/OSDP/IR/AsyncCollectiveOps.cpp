//===- AsyncCollectiveOps.cpp - Collectives in flight ---------------------===//
//
// The verifiers of osdp.async_start and osdp.async_wait, and the future
// type they share. A start holds one collective the runtime can issue
// without waiting, and its future has exactly one wait, later in the same
// block: the lowering pairs the two runtime calls through that wait, and a
// future left unwaited would leave a request open at the step's end.
//
//===----------------------------------------------------------------------===//

#include "osdp/Dialect/OSDP/IR/OSDPOps.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace osdp;

#define GET_TYPEDEF_CLASSES
#include "osdp/Dialect/OSDP/IR/OSDPTypes.cpp.inc"

void OSDPDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "osdp/Dialect/OSDP/IR/OSDPTypes.cpp.inc"
      >();
}

// A gather of more than one dimension is several calls, and an all_slice
// moves no data.
bool AsyncStartOp::canIssue(Operation *op) {
  if (auto gather = dyn_cast<AllGatherOp>(op))
    return llvm::count_if(gather.getGatherAxes(), [](Attribute axes) {
             return !cast<AxisListAttr>(axes).getAxes().empty();
           }) == 1;
  return isa<AllReduceOp, ReduceScatterOp>(op);
}

Operation *AsyncStartOp::makeBlocking() {
  Operation *collective = getCollective();
  collective->moveBefore(*this);
  AsyncWaitOp wait = getWait();
  wait.getResult().replaceAllUsesWith(collective->getResult(0));
  wait->erase();
  erase();
  return collective;
}

AsyncWaitOp AsyncStartOp::getWait() {
  for (Operation *user : getFuture().getUsers())
    if (auto wait = dyn_cast<AsyncWaitOp>(user))
      return wait;
  return nullptr;
}

LogicalResult AsyncStartOp::verify() {
  Block &body = getBody().front();
  if (body.getOperations().size() != 2)
    return emitOpError("must hold exactly one collective and its yield");
  Operation *collective = getCollective();
  if (!canIssue(collective))
    return emitOpError("cannot issue '")
           << collective->getName()
           << "' asynchronously: it must be an all_reduce, a reduce_scatter or "
              "an all_gather of one dimension";
  auto yield = cast<YieldOp>(body.getTerminator());
  if (yield.getResults().size() != 1 ||
      yield.getResults()[0] != collective->getResult(0))
    return emitOpError("must yield the result of its collective");
  if (getFuture().getType().getValueType() !=
      collective->getResult(0).getType())
    return emitOpError("future of ")
           << getFuture().getType().getValueType()
           << " does not hold the collective's result of type "
           << collective->getResult(0).getType();
  if (!getFuture().hasOneUse() || !getWait())
    return emitOpError("future must have exactly one use, an osdp.async_wait");
  AsyncWaitOp wait = getWait();
  if (wait->getBlock() != (*this)->getBlock() ||
      !(*this)->isBeforeInBlock(wait))
    return emitOpError("must be waited for later in its own block");
  return success();
}

LogicalResult AsyncWaitOp::verify() {
  if (!getStart())
    return emitOpError("waits for a future no osdp.async_start returned");
  return success();
}
