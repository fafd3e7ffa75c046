//===- ShardingRule.h - Op sharding rules in factor form --------*- C++ -*-===//
//
// The C++ form of an op's sharding rule, returned by ShardingRuleOpInterface,
// with the queries propagation, strategy enumeration, the cost model and the
// partitioner need, and the projection of shardings to and from factors.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_DIALECT_OSDP_IR_SHARDINGRULE_H
#define OSDP_DIALECT_OSDP_IR_SHARDINGRULE_H

#include "osdp/Dialect/OSDP/IR/OSDPAttrs.h"

#include "mlir/IR/Operation.h"
#include "mlir/IR/TypeRange.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

namespace osdp {

/// How sharding a factor affects the op.
enum class FactorKind : uint8_t {
  /// Sharding the factor shards every dimension it appears in the same way;
  /// no communication.
  PassThrough,
  /// The factor appears in operands only; sharding it leaves the results
  /// partial over the axes, combined with the rule's reduction kind.
  Reduction,
  /// The factor must not be sharded.
  Whole,
};

llvm::StringRef stringifyFactorKind(FactorKind kind);

/// The name of factor `f` in the textual form of rules: i, j, ..., z, then
/// a, ..., h, then f26, f27, ...
std::string getFactorName(int64_t f);

/// One dimension of one operand or result of an op.
struct TensorDim {
  bool isResult;
  unsigned tensor; ///< Operand or result number.
  unsigned dim;
  /// Position of the factor within the dimension's factor list (major = 0).
  unsigned position = 0;

  bool operator==(const TensorDim &other) const {
    return isResult == other.isResult && tensor == other.tensor &&
           dim == other.dim && position == other.position;
  }
};

/// For each factor, the mesh axes it is sharded over (major to minor).
using FactorAxes = llvm::SmallVector<llvm::SmallVector<mlir::StringAttr>>;

/// The sharding rule of one op in factor form. See ShardingRuleOpInterface
/// for the meaning of factors and kinds.
class OpShardingRule {
public:
  /// The factors of one dimension, major to minor.
  using DimFactors = llvm::SmallVector<int64_t, 1>;
  /// The factors of every dimension of one tensor.
  using TensorFactors = llvm::SmallVector<DimFactors>;

  OpShardingRule() = default;
  OpShardingRule(llvm::SmallVector<int64_t> factorSizes,
                 llvm::SmallVector<FactorKind> factorKinds,
                 llvm::SmallVector<TensorFactors> operandFactors,
                 llvm::SmallVector<TensorFactors> resultFactors,
                 ReductionKind reductionKind = ReductionKind::Sum);

  //===--------------------------------------------------------------------===//
  // Factors
  //===--------------------------------------------------------------------===//

  unsigned getNumFactors() const { return factorSizes.size(); }
  /// The size of factor `f` (ShapedType::kDynamic if unknown).
  int64_t getFactorSize(int64_t f) const { return factorSizes[f]; }
  llvm::ArrayRef<int64_t> getFactorSizes() const { return factorSizes; }
  FactorKind getFactorKind(int64_t f) const { return factorKinds[f]; }
  bool isPassThrough(int64_t f) const {
    return factorKinds[f] == FactorKind::PassThrough;
  }
  bool isReduction(int64_t f) const {
    return factorKinds[f] == FactorKind::Reduction;
  }
  bool isWhole(int64_t f) const { return factorKinds[f] == FactorKind::Whole; }
  /// Factors of the given kind, in increasing order.
  llvm::SmallVector<int64_t> getFactorsOfKind(FactorKind kind) const;
  llvm::SmallVector<int64_t> getReductionFactors() const {
    return getFactorsOfKind(FactorKind::Reduction);
  }
  /// How the results combine partial values when a reduction factor is
  /// sharded.
  ReductionKind getReductionKind() const { return reductionKind; }
  /// The operands the op folds into its results once, as the starting value
  /// of the reduction (the init values of a reduce, the inputs of a scatter).
  /// When a reduction factor is sharded, only one device of each group may
  /// hold them; the others hold the reduction's neutral element, or the
  /// combination of the partial results counts them once per device.
  llvm::ArrayRef<unsigned> getAccumulatorOperands() const {
    return accumulatorOperands;
  }
  void setAccumulatorOperands(llvm::ArrayRef<unsigned> operands) {
    accumulatorOperands.assign(operands.begin(), operands.end());
  }

  //===--------------------------------------------------------------------===//
  // Tensors and dimensions
  //===--------------------------------------------------------------------===//

  unsigned getNumOperands() const { return operandFactors.size(); }
  unsigned getNumResults() const { return resultFactors.size(); }
  llvm::ArrayRef<TensorFactors> getOperandFactors() const {
    return operandFactors;
  }
  llvm::ArrayRef<TensorFactors> getResultFactors() const {
    return resultFactors;
  }
  int64_t getOperandRank(unsigned operand) const {
    return operandFactors[operand].size();
  }
  int64_t getResultRank(unsigned result) const {
    return resultFactors[result].size();
  }
  /// The factors that make up dimension `dim` of operand `operand`.
  llvm::ArrayRef<int64_t> getOperandDimFactors(unsigned operand,
                                               unsigned dim) const {
    return operandFactors[operand][dim];
  }
  llvm::ArrayRef<int64_t> getResultDimFactors(unsigned result,
                                              unsigned dim) const {
    return resultFactors[result][dim];
  }
  /// Every operand and result dimension that factor `f` is part of.
  llvm::SmallVector<TensorDim> getFactorDims(int64_t f) const;
  /// The dimension of operand `operand` that factor `f` is part of, if any.
  std::optional<unsigned> getOperandDimOfFactor(unsigned operand,
                                                int64_t f) const;
  std::optional<unsigned> getResultDimOfFactor(unsigned result,
                                               int64_t f) const;
  /// Whether `f` appears in no operand (a dimension an op creates: iota, the
  /// new dimensions of broadcast_in_dim).
  bool isResultOnly(int64_t f) const;

  //===--------------------------------------------------------------------===//
  // Shardings in factor space
  //===--------------------------------------------------------------------===//

  /// Projects the sharding of one operand (or result) onto the factors: for
  /// each dimension, its axes are handed to its factors major to minor, each
  /// factor taking axes while their product divides its size (a factor that
  /// is the whole dimension, every other factor of it being of size 1, may
  /// also take axes that pad it); an axis that fits no factor (or follows one
  /// that did not fit) is dropped, as is any axis given to a factor that does
  /// not appear in the tensor. Factors not in the tensor get no axes.
  FactorAxes projectOperand(unsigned operand, ShardingAttr sharding,
                            MeshAttr mesh) const;
  FactorAxes projectResult(unsigned result, ShardingAttr sharding,
                           MeshAttr mesh) const;

  /// Combines the projections of several tensors into one assignment: each
  /// factor takes the longest axis list on which the tensors that shard it
  /// agree as prefixes (e.g. `[a]` and `[a, b]` give `[a, b]`; `[a]` and `[b]`
  /// give `[]`). An axis already taken by an earlier factor is dropped from
  /// later ones. Whole factors get no axes.
  FactorAxes mergeFactorAxes(llvm::ArrayRef<FactorAxes> projections) const;

  /// The sharding of operand `operand` under a factor assignment: each
  /// dimension concatenates the axes of its factors, major to minor, and stops
  /// after the first factor that is not fully sharded (a minor factor's
  /// split is not contiguous otherwise). A factor its axes do not divide
  /// evenly (or of dynamic size) contributes no axes unless it is the whole
  /// dimension: its padded blocks are not the padded blocks of a dimension
  /// it shares with other factors.
  ShardingAttr getOperandSharding(unsigned operand, const FactorAxes &axes,
                                  mlir::FlatSymbolRefAttr meshName,
                                  MeshAttr mesh) const;
  /// The sharding of result `result` under a factor assignment; the axes of
  /// the reduction factors become its partial axes.
  ShardingAttr getResultSharding(unsigned result, const FactorAxes &axes,
                                 mlir::FlatSymbolRefAttr meshName,
                                 MeshAttr mesh) const;

  /// The result shardings implied by the given operand shardings (null
  /// entries are unknown): project, merge, build.
  llvm::SmallVector<ShardingAttr>
  inferResultShardings(llvm::ArrayRef<ShardingAttr> operandShardings,
                       mlir::FlatSymbolRefAttr meshName, MeshAttr mesh) const;

  //===--------------------------------------------------------------------===//
  // Checking, printing, attributes
  //===--------------------------------------------------------------------===//

  /// Checks the rule against `op`: as many operands and results, ranks
  /// equal, every static dimension the product of its factor sizes, every
  /// factor used, reduction factors absent from results.
  mlir::LogicalResult verify(mlir::Operation *op) const;

  OpShardingRuleAttr toAttr(mlir::MLIRContext *context) const;
  static OpShardingRule fromAttr(OpShardingRuleAttr attr);

  /// Prints the `#osdp.rule` body, e.g. `([i, j]) -> ([i]) {i = 4, j = 8}`.
  void print(llvm::raw_ostream &os) const;

private:
  FactorAxes projectTensor(llvm::ArrayRef<DimFactors> dims,
                           ShardingAttr sharding, MeshAttr mesh) const;
  ShardingAttr buildSharding(llvm::ArrayRef<DimFactors> dims,
                             const FactorAxes &axes,
                             mlir::FlatSymbolRefAttr meshName, MeshAttr mesh,
                             bool withPartial) const;

  llvm::SmallVector<int64_t> factorSizes;
  llvm::SmallVector<FactorKind> factorKinds;
  llvm::SmallVector<TensorFactors> operandFactors;
  llvm::SmallVector<TensorFactors> resultFactors;
  ReductionKind reductionKind = ReductionKind::Sum;
  llvm::SmallVector<unsigned> accumulatorOperands;
};

/// Builds an OpShardingRule from the types of an op's operands and results:
/// add factors, say which dimensions they make up, and `build()` gives every
/// dimension left without a factor a factor of its own (whole if its size is
/// not 1).
class OpShardingRuleBuilder {
public:
  /// Dimension value meaning "this tensor does not have the factor".
  static constexpr int64_t kNoDim = -1;

  OpShardingRuleBuilder(mlir::TypeRange operandTypes,
                        mlir::TypeRange resultTypes);
  explicit OpShardingRuleBuilder(mlir::Operation *op);

  /// Adds a factor of `size` and `kind` that makes up (as its next minor
  /// part) dimension `operandDims[i]` of operand `i` and `resultDims[j]` of
  /// result `j`; kNoDim skips a tensor. Shorter lists skip the tensors past
  /// their end.
  int64_t addFactor(llvm::ArrayRef<int64_t> operandDims,
                    llvm::ArrayRef<int64_t> resultDims, int64_t size,
                    FactorKind kind = FactorKind::PassThrough);
  /// Adds a factor that no dimension uses yet.
  int64_t addFactor(int64_t size, FactorKind kind = FactorKind::PassThrough);
  /// Appends factor `f` (as the next minor part) to a dimension.
  void addOperandDimFactor(unsigned operand, unsigned dim, int64_t f);
  void addResultDimFactor(unsigned result, unsigned dim, int64_t f);
  void setFactorKind(int64_t f, FactorKind kind) { factorKinds[f] = kind; }
  void setReductionKind(ReductionKind kind) { reductionKind = kind; }

  /// Adds one pass-through factor per dimension shared by every operand and
  /// result of the same rank as result 0 (elementwise ops). Tensors of a
  /// different rank (scalars broadcast by select/clamp) are left out.
  OpShardingRuleBuilder &addPointwise();

  /// Marks every factor of the given operand dimension whole.
  void markOperandDimWhole(unsigned operand, unsigned dim);
  void markResultDimWhole(unsigned result, unsigned dim);

  int64_t getOperandDimSize(unsigned operand, unsigned dim) const {
    return operandShapes[operand][dim];
  }
  int64_t getResultDimSize(unsigned result, unsigned dim) const {
    return resultShapes[result][dim];
  }
  unsigned getNumOperands() const { return operandShapes.size(); }
  unsigned getNumResults() const { return resultShapes.size(); }
  int64_t getOperandRank(unsigned operand) const {
    return operandShapes[operand].size();
  }
  int64_t getResultRank(unsigned result) const {
    return resultShapes[result].size();
  }

  OpShardingRule build();

  /// The rule every op without a known behaviour gets: one whole factor per
  /// dimension of every operand and result (size-1 dimensions pass through).
  static OpShardingRule buildWhole(mlir::Operation *op);
  /// The rule of an elementwise op (see addPointwise).
  static OpShardingRule buildPointwise(mlir::Operation *op);

private:
  llvm::SmallVector<llvm::SmallVector<int64_t>> operandShapes, resultShapes;
  llvm::SmallVector<int64_t> factorSizes;
  llvm::SmallVector<FactorKind> factorKinds;
  llvm::SmallVector<OpShardingRule::TensorFactors> operandFactors,
      resultFactors;
  ReductionKind reductionKind = ReductionKind::Sum;
};

} // namespace osdp

#endif // OSDP_DIALECT_OSDP_IR_SHARDINGRULE_H
