//===- MegatronSplits.cpp - Column- and row-parallel weights --------------===//

#include "osdp/Transforms/AutoShard/MegatronSplits.h"

#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace osdp;
namespace shlo = osdp::stablehlo;

namespace {

/// The products' traces stop after this many ops: a partner is near.
constexpr unsigned kTraceLimit = 256;

class Splitter {
public:
  Splitter(func::FuncOp function, ArrayRef<Role> roles)
      : function(function), body(&function.getBody().front()), roles(roles),
        splits(function.getNumArguments()) {}

  SmallVector<std::optional<unsigned>> run() {
    function.walk([&](shlo::DotGeneralOp dot) { pairFrom(dot); });
    return std::move(splits);
  }

private:
  /// The argument number of `value` if it is a parameter, else nullopt.
  std::optional<unsigned> parameter(Value value) const {
    auto argument = dyn_cast<BlockArgument>(value);
    if (!argument || argument.getOwner() != body ||
        roles[argument.getArgNumber()] != Role::Parameter)
      return std::nullopt;
    return argument.getArgNumber();
  }

  /// The weight of a product of a parameter and an activation: its operand
  /// position and argument number.
  std::optional<std::pair<unsigned, unsigned>>
  weightOf(shlo::DotGeneralOp dot) const {
    std::optional<unsigned> lhs = parameter(dot.getLhs());
    std::optional<unsigned> rhs = parameter(dot.getRhs());
    if (lhs.has_value() == rhs.has_value())
      return std::nullopt;
    return lhs ? std::make_pair(0u, *lhs) : std::make_pair(1u, *rhs);
  }

  static ArrayRef<int64_t> contracting(shlo::DotGeneralOp dot,
                                       unsigned operand) {
    shlo::DotDimensionNumbersAttr dims = dot.getDotDimensionNumbers();
    return operand == 0 ? dims.getLhsContractingDimensions()
                        : dims.getRhsContractingDimensions();
  }

  /// The one free dimension of a rank-2 weight in `dot`.
  static std::optional<unsigned> freeDimension(shlo::DotGeneralOp dot,
                                               unsigned operand) {
    auto type = cast<RankedTensorType>(dot->getOperand(operand).getType());
    ArrayRef<int64_t> contracted = contracting(dot, operand);
    if (type.getRank() != 2 || contracted.size() != 1)
      return std::nullopt;
    return contracted[0] == 0 ? 1u : 0u;
  }

  /// Ops a column-parallel split travels through to its row-parallel
  /// partner without communication.
  bool passesThrough(Operation *op) const {
    if (auto dot = dyn_cast<shlo::DotGeneralOp>(op))
      return !weightOf(dot);
    return op->hasTrait<OpTrait::Elementwise>() ||
           isa<shlo::BroadcastInDimOp, shlo::ReshapeOp, shlo::TransposeOp,
               shlo::SliceOp, shlo::ConvertOp>(op);
  }

  /// A rank-1 parameter broadcast (in one or more steps, JAX adds unit
  /// dimensions first) into `op` (a bias), if any.
  std::optional<unsigned> biasOf(Operation *op) const {
    if (!isa<shlo::AddOp>(op))
      return std::nullopt;
    for (Value operand : op->getOperands()) {
      Value source = operand;
      bool broadcast = false;
      while (Operation *def = source.getDefiningOp()) {
        if (!isa<shlo::BroadcastInDimOp, shlo::ReshapeOp>(def))
          break;
        broadcast = true;
        source = def->getOperand(0);
      }
      std::optional<unsigned> p = parameter(source);
      if (broadcast && p &&
          cast<RankedTensorType>(source.getType()).getRank() == 1)
        return p;
    }
    return std::nullopt;
  }

  /// From a product of an unassigned weight, follows its result to the
  /// next product of another unassigned weight, and splits the pair.
  void pairFrom(shlo::DotGeneralOp dot) {
    std::optional<std::pair<unsigned, unsigned>> first = weightOf(dot);
    if (!first || splits[first->second] || assigned.contains(first->second))
      return;
    std::optional<unsigned> column = freeDimension(dot, first->first);
    if (!column)
      return;
    llvm::SetVector<Operation *> visited;
    SmallVector<unsigned> biases;
    SmallVector<Operation *> work(dot->getUsers().begin(),
                                  dot->getUsers().end());
    while (!work.empty() && visited.size() < kTraceLimit) {
      Operation *op = work.pop_back_val();
      if (!visited.insert(op))
        continue;
      if (std::optional<unsigned> bias = biasOf(op))
        biases.push_back(*bias);
      auto next = dyn_cast<shlo::DotGeneralOp>(op);
      if (next && weightOf(next) &&
          pairWith(next, first->second, *column, biases))
        return;
      if (passesThrough(op))
        work.append(op->getUsers().begin(), op->getUsers().end());
    }
    assigned.insert(first->second);
  }

  /// Splits the pair (the column-parallel weight `weight` along `column`,
  /// the row-parallel one of `next` along its contracted dimension) if the
  /// second is unassigned.
  bool pairWith(shlo::DotGeneralOp next, unsigned weight, unsigned column,
                ArrayRef<unsigned> biases) {
    auto [operand, second] = *weightOf(next);
    if (second == weight || splits[second] || assigned.contains(second))
      return false;
    ArrayRef<int64_t> row = contracting(next, operand);
    if (row.size() != 1 || !freeDimension(next, operand))
      return false;
    splits[weight] = column;
    splits[second] = static_cast<unsigned>(row[0]);
    assigned.insert(weight);
    assigned.insert(second);
    for (unsigned bias : biases)
      if (!assigned.contains(bias)) {
        splits[bias] = 0;
        assigned.insert(bias);
      }
    return true;
  }

  func::FuncOp function;
  Block *body;
  ArrayRef<Role> roles;
  SmallVector<std::optional<unsigned>> splits;
  llvm::DenseSet<unsigned> assigned;
};

} // namespace

SmallVector<std::optional<unsigned>>
osdp::megatronSplits(func::FuncOp function, ArrayRef<Role> roles) {
  return Splitter(function, roles).run();
}
