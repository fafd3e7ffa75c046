//===- ShardingRule.cpp - Op sharding rules in factor form ----------------===//
//
// OpShardingRule queries, the projection of shardings onto factors and back,
// the rule builder, and the textual #osdp.rule attribute.
//
//===----------------------------------------------------------------------===//

#include "osdp/Dialect/OSDP/IR/ShardingRule.h"
#include "osdp/Dialect/OSDP/IR/OSDPAttrs.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/ADT/StringMap.h"

using namespace mlir;
using namespace osdp;

StringRef osdp::stringifyFactorKind(FactorKind kind) {
  switch (kind) {
  case FactorKind::PassThrough:
    return "pass_through";
  case FactorKind::Reduction:
    return "reduction";
  case FactorKind::Whole:
    return "whole";
  }
  llvm_unreachable("unknown factor kind");
}

/// Multiplies sizes, propagating dynamic.
static int64_t mulSizes(int64_t a, int64_t b) {
  if (ShapedType::isDynamic(a) || ShapedType::isDynamic(b))
    return ShapedType::kDynamic;
  return a * b;
}

//===----------------------------------------------------------------------===//
// OpShardingRule: queries
//===----------------------------------------------------------------------===//

OpShardingRule::OpShardingRule(SmallVector<int64_t> factorSizes,
                               SmallVector<FactorKind> factorKinds,
                               SmallVector<TensorFactors> operandFactors,
                               SmallVector<TensorFactors> resultFactors,
                               ReductionKind reductionKind)
    : factorSizes(std::move(factorSizes)), factorKinds(std::move(factorKinds)),
      operandFactors(std::move(operandFactors)),
      resultFactors(std::move(resultFactors)), reductionKind(reductionKind) {
  assert(this->factorSizes.size() == this->factorKinds.size() &&
         "one kind per factor");
}

SmallVector<int64_t> OpShardingRule::getFactorsOfKind(FactorKind kind) const {
  SmallVector<int64_t> factors;
  for (auto [f, k] : llvm::enumerate(factorKinds))
    if (k == kind)
      factors.push_back(f);
  return factors;
}

SmallVector<TensorDim> OpShardingRule::getFactorDims(int64_t f) const {
  SmallVector<TensorDim> uses;
  auto collect = [&](ArrayRef<TensorFactors> tensors, bool isResult) {
    for (auto [t, tensor] : llvm::enumerate(tensors))
      for (auto [d, dim] : llvm::enumerate(tensor))
        for (auto [p, factor] : llvm::enumerate(dim))
          if (factor == f)
            uses.push_back({isResult, static_cast<unsigned>(t),
                            static_cast<unsigned>(d),
                            static_cast<unsigned>(p)});
  };
  collect(operandFactors, /*isResult=*/false);
  collect(resultFactors, /*isResult=*/true);
  return uses;
}

static std::optional<unsigned>
findDimOfFactor(ArrayRef<OpShardingRule::DimFactors> dims, int64_t f) {
  for (auto [d, dim] : llvm::enumerate(dims))
    if (llvm::is_contained(dim, f))
      return d;
  return std::nullopt;
}

std::optional<unsigned> OpShardingRule::getOperandDimOfFactor(unsigned operand,
                                                              int64_t f) const {
  return findDimOfFactor(operandFactors[operand], f);
}

std::optional<unsigned> OpShardingRule::getResultDimOfFactor(unsigned result,
                                                             int64_t f) const {
  return findDimOfFactor(resultFactors[result], f);
}

bool OpShardingRule::isResultOnly(int64_t f) const {
  for (unsigned i = 0, e = getNumOperands(); i < e; ++i)
    if (getOperandDimOfFactor(i, f))
      return false;
  return true;
}

//===----------------------------------------------------------------------===//
// OpShardingRule: shardings in factor space
//===----------------------------------------------------------------------===//

/// Whether every factor of `factors` other than the one at `pos` has static
/// size 1, i.e. the factor at `pos` spans its whole dimension. Only then may
/// it be split unevenly: a padded split of a factor that shares its dimension
/// with a larger factor is not the padded split of the dimension (7 rows of
/// 16 split in two are 4 + 3 rows, 64 + 48 elements; the 112 elements split
/// in two are 56 + 56).
static bool spansDim(ArrayRef<int64_t> factors, size_t pos,
                     ArrayRef<int64_t> factorSizes) {
  for (auto [i, f] : llvm::enumerate(factors))
    if (i != pos && factorSizes[f] != 1)
      return false;
  return true;
}

/// Whether `shards` devices split a factor of `size` into equal blocks.
static bool dividesEvenly(int64_t size, int64_t shards) {
  return !ShapedType::isDynamic(size) && size % shards == 0;
}

FactorAxes OpShardingRule::projectTensor(ArrayRef<DimFactors> dims,
                                         ShardingAttr sharding,
                                         MeshAttr mesh) const {
  FactorAxes axes(getNumFactors());
  if (!sharding)
    return axes;
  int64_t rank = std::min<int64_t>(dims.size(), sharding.getRank());
  for (int64_t d = 0; d < rank; ++d) {
    ArrayRef<int64_t> factors = dims[d];
    size_t fi = 0;
    int64_t taken = 1; // Product of the axis sizes given to factors[fi].
    for (StringAttr axis : sharding.getDimAxes(d)) {
      if (!mesh.hasAxis(axis))
        break;
      int64_t axisSize = mesh.getAxisSize(axis);
      // Skip the factors that are already fully sharded.
      while (fi + 1 < factors.size() &&
             !ShapedType::isDynamic(factorSizes[factors[fi]]) &&
             taken == factorSizes[factors[fi]]) {
        ++fi;
        taken = 1;
      }
      if (fi >= factors.size())
        break;
      // The dimension's blocks are the factor's blocks (times the minor
      // factors) only if the factor is split evenly, or if it is the whole
      // dimension, where both are padded alike.
      if (!dividesEvenly(factorSizes[factors[fi]], taken * axisSize) &&
          !spansDim(factors, fi, factorSizes))
        break;
      axes[factors[fi]].push_back(axis);
      taken *= axisSize;
    }
  }
  return axes;
}

FactorAxes OpShardingRule::projectOperand(unsigned operand,
                                          ShardingAttr sharding,
                                          MeshAttr mesh) const {
  return projectTensor(operandFactors[operand], sharding, mesh);
}

FactorAxes OpShardingRule::projectResult(unsigned result, ShardingAttr sharding,
                                         MeshAttr mesh) const {
  FactorAxes axes = projectTensor(resultFactors[result], sharding, mesh);
  // Partial axes of a result come from its reduction factors; which one is
  // ambiguous with several, so they go to the first.
  if (sharding && sharding.isPartial() &&
      sharding.getPartialKind() == reductionKind) {
    SmallVector<int64_t> reductions = getReductionFactors();
    if (!reductions.empty())
      llvm::append_range(axes[reductions.front()], sharding.getPartialAxes());
  }
  return axes;
}

FactorAxes
OpShardingRule::mergeFactorAxes(ArrayRef<FactorAxes> projections) const {
  FactorAxes merged(getNumFactors());
  llvm::SmallDenseSet<StringAttr> used;
  for (unsigned f = 0, e = getNumFactors(); f < e; ++f) {
    if (isWhole(f))
      continue;
    SmallVector<StringAttr> best;
    bool conflict = false, first = true;
    for (const FactorAxes &projection : projections) {
      if (f >= projection.size() || projection[f].empty())
        continue;
      ArrayRef<StringAttr> candidate = projection[f];
      if (first) {
        best.assign(candidate.begin(), candidate.end());
        first = false;
        continue;
      }
      size_t common = 0;
      while (common < best.size() && common < candidate.size() &&
             best[common] == candidate[common])
        ++common;
      bool compatible = common == std::min(best.size(), candidate.size());
      if (compatible && !conflict && candidate.size() > best.size())
        best.assign(candidate.begin(), candidate.end());
      else if (!compatible || conflict)
        best.resize(common);
      conflict |= !compatible;
    }
    for (StringAttr axis : best) {
      if (used.contains(axis))
        break;
      merged[f].push_back(axis);
    }
    used.insert(merged[f].begin(), merged[f].end());
  }
  return merged;
}

ShardingAttr OpShardingRule::buildSharding(ArrayRef<DimFactors> dims,
                                           const FactorAxes &axes,
                                           FlatSymbolRefAttr meshName,
                                           MeshAttr mesh,
                                           bool withPartial) const {
  llvm::SmallDenseSet<StringAttr> used;
  SmallVector<SmallVector<StringAttr>> dimAxes;
  for (ArrayRef<int64_t> factors : dims) {
    SmallVector<StringAttr> &list = dimAxes.emplace_back();
    for (auto [pos, f] : llvm::enumerate(factors)) {
      if (isWhole(f) || f >= static_cast<int64_t>(axes.size()))
        break;
      SmallVector<StringAttr> factorAxes;
      int64_t taken = 1;
      for (StringAttr axis : axes[f]) {
        if (used.contains(axis) || !mesh.hasAxis(axis))
          break;
        factorAxes.push_back(axis);
        taken *= mesh.getAxisSize(axis);
      }
      // A factor split unevenly is padded on its own, but a dimension is
      // padded as a whole, so its blocks would start elsewhere unless the
      // factor is the whole dimension. Such a factor stays unsplit in this
      // tensor (the partitioner then gathers it).
      if (!dividesEvenly(factorSizes[f], taken) &&
          !spansDim(factors, pos, factorSizes))
        break;
      list.append(factorAxes);
      used.insert(factorAxes.begin(), factorAxes.end());
      // Axes of a minor factor only give contiguous blocks when every major
      // factor is fully split.
      if (ShapedType::isDynamic(factorSizes[f]) || taken != factorSizes[f])
        break;
    }
  }
  SmallVector<StringAttr> partial;
  if (withPartial)
    for (int64_t f : getReductionFactors())
      if (f < static_cast<int64_t>(axes.size()))
        for (StringAttr axis : axes[f])
          if (mesh.hasAxis(axis) && used.insert(axis).second)
            partial.push_back(axis);
  return ShardingAttr::get(meshName, dimAxes, partial, reductionKind);
}

ShardingAttr OpShardingRule::getOperandSharding(unsigned operand,
                                                const FactorAxes &axes,
                                                FlatSymbolRefAttr meshName,
                                                MeshAttr mesh) const {
  return buildSharding(operandFactors[operand], axes, meshName, mesh,
                       /*withPartial=*/false);
}

ShardingAttr OpShardingRule::getResultSharding(unsigned result,
                                               const FactorAxes &axes,
                                               FlatSymbolRefAttr meshName,
                                               MeshAttr mesh) const {
  return buildSharding(resultFactors[result], axes, meshName, mesh,
                       /*withPartial=*/true);
}

SmallVector<ShardingAttr>
OpShardingRule::inferResultShardings(ArrayRef<ShardingAttr> operandShardings,
                                     FlatSymbolRefAttr meshName,
                                     MeshAttr mesh) const {
  SmallVector<FactorAxes> projections;
  for (auto [i, sharding] : llvm::enumerate(operandShardings))
    if (sharding && i < getNumOperands())
      projections.push_back(projectOperand(i, sharding, mesh));
  FactorAxes merged = mergeFactorAxes(projections);
  SmallVector<ShardingAttr> results;
  for (unsigned r = 0, e = getNumResults(); r < e; ++r)
    results.push_back(getResultSharding(r, merged, meshName, mesh));
  return results;
}

//===----------------------------------------------------------------------===//
// OpShardingRule: verification, printing, attributes
//===----------------------------------------------------------------------===//

/// The rank and shape of `type` as a rule sees it: non-shaped types (tokens,
/// scalars) and unranked tensors have no dimensions.
static ArrayRef<int64_t> getRuleShape(Type type) {
  if (auto shaped = dyn_cast<ShapedType>(type); shaped && shaped.hasRank())
    return shaped.getShape();
  return {};
}

LogicalResult OpShardingRule::verify(Operation *op) const {
  if (getNumOperands() != op->getNumOperands() ||
      getNumResults() != op->getNumResults())
    return op->emitOpError()
           << "sharding rule has " << getNumOperands() << " operands and "
           << getNumResults() << " results, the op has " << op->getNumOperands()
           << " and " << op->getNumResults();
  auto checkTensor = [&](ArrayRef<DimFactors> dims, Type type,
                         const Twine &what) -> LogicalResult {
    ArrayRef<int64_t> shape = getRuleShape(type);
    if (shape.size() != dims.size())
      return op->emitOpError()
             << "sharding rule gives " << what << " " << dims.size()
             << " dimensions, its type " << type << " has " << shape.size();
    for (auto [d, factors] : llvm::enumerate(dims)) {
      int64_t product = 1;
      for (int64_t f : factors)
        product = mulSizes(product, factorSizes[f]);
      if (!ShapedType::isDynamic(shape[d]) && !ShapedType::isDynamic(product) &&
          product != shape[d])
        return op->emitOpError()
               << "sharding rule: the factors of dimension " << d << " of "
               << what << " multiply to " << product << ", not " << shape[d];
    }
    return success();
  };
  for (auto [i, dims] : llvm::enumerate(operandFactors))
    if (failed(checkTensor(dims, op->getOperand(i).getType(),
                           "operand #" + Twine(i))))
      return failure();
  for (auto [i, dims] : llvm::enumerate(resultFactors))
    if (failed(checkTensor(dims, op->getResult(i).getType(),
                           "result #" + Twine(i))))
      return failure();
  return success();
}

OpShardingRule OpShardingRule::fromAttr(OpShardingRuleAttr attr) {
  SmallVector<int64_t> sizes(attr.getFactorSizes());
  SmallVector<FactorKind> kinds(sizes.size(), FactorKind::PassThrough);
  for (int64_t f : attr.getReductionFactors())
    kinds[f] = FactorKind::Reduction;
  for (int64_t f : attr.getWholeFactors())
    kinds[f] = FactorKind::Whole;
  auto tensors = [](ArrayAttr list) {
    SmallVector<TensorFactors> result;
    for (Attribute tensor : list) {
      TensorFactors &dims = result.emplace_back();
      for (Attribute dim : cast<ArrayAttr>(tensor))
        dims.emplace_back(cast<DenseI64ArrayAttr>(dim).asArrayRef());
    }
    return result;
  };
  return OpShardingRule(
      std::move(sizes), std::move(kinds), tensors(attr.getOperandFactors()),
      tensors(attr.getResultFactors()), attr.getReductionKind());
}

/// Factor names in the textual form: i, j, ..., z, then a, ..., h, then f26,
/// f27, ...
std::string osdp::getFactorName(int64_t f) {
  if (f < 18)
    return std::string(1, static_cast<char>('i' + f));
  if (f < 26)
    return std::string(1, static_cast<char>('a' + f - 18));
  return "f" + std::to_string(f);
}

static void printRuleBody(llvm::raw_ostream &os, ArrayRef<int64_t> sizes,
                          ArrayRef<int64_t> reductions,
                          ArrayRef<int64_t> wholes, ReductionKind kind,
                          ArrayRef<OpShardingRule::TensorFactors> operands,
                          ArrayRef<OpShardingRule::TensorFactors> results) {
  auto printTensors = [&](ArrayRef<OpShardingRule::TensorFactors> tensors) {
    os << '(';
    llvm::interleaveComma(tensors, os, [&](const auto &dims) {
      os << '[';
      llvm::interleaveComma(dims, os, [&](const auto &factors) {
        llvm::interleave(
            factors, os, [&](int64_t f) { os << getFactorName(f); }, "*");
      });
      os << ']';
    });
    os << ')';
  };
  auto printSet = [&](ArrayRef<int64_t> factors) {
    os << '{';
    llvm::interleaveComma(factors, os,
                          [&](int64_t f) { os << getFactorName(f); });
    os << '}';
  };
  printTensors(operands);
  os << " -> ";
  printTensors(results);
  os << " {";
  llvm::interleaveComma(llvm::enumerate(sizes), os, [&](auto it) {
    os << getFactorName(it.index()) << " = ";
    if (ShapedType::isDynamic(it.value()))
      os << '?';
    else
      os << it.value();
  });
  os << '}';
  if (!reductions.empty()) {
    os << " reduction";
    if (kind != ReductionKind::Sum)
      os << '<' << stringifyReductionKind(kind) << '>';
    os << " = ";
    printSet(reductions);
  }
  if (!wholes.empty()) {
    os << " whole = ";
    printSet(wholes);
  }
}

void OpShardingRule::print(llvm::raw_ostream &os) const {
  printRuleBody(os, factorSizes, getFactorsOfKind(FactorKind::Reduction),
                getFactorsOfKind(FactorKind::Whole), reductionKind,
                operandFactors, resultFactors);
}

void OpShardingRuleAttr::print(AsmPrinter &printer) const {
  OpShardingRule rule = OpShardingRule::fromAttr(*this);
  printer << '<';
  rule.print(printer.getStream());
  printer << '>';
}

//===----------------------------------------------------------------------===//
// OpShardingRuleBuilder
//===----------------------------------------------------------------------===//

OpShardingRuleBuilder::OpShardingRuleBuilder(TypeRange operandTypes,
                                             TypeRange resultTypes) {
  for (Type type : operandTypes) {
    ArrayRef<int64_t> shape = getRuleShape(type);
    operandShapes.emplace_back(shape.begin(), shape.end());
    operandFactors.emplace_back(shape.size());
  }
  for (Type type : resultTypes) {
    ArrayRef<int64_t> shape = getRuleShape(type);
    resultShapes.emplace_back(shape.begin(), shape.end());
    resultFactors.emplace_back(shape.size());
  }
}

OpShardingRuleBuilder::OpShardingRuleBuilder(Operation *op)
    : OpShardingRuleBuilder(op->getOperandTypes(), op->getResultTypes()) {}

int64_t OpShardingRuleBuilder::addFactor(int64_t size, FactorKind kind) {
  factorSizes.push_back(size);
  factorKinds.push_back(kind);
  return factorSizes.size() - 1;
}

int64_t OpShardingRuleBuilder::addFactor(ArrayRef<int64_t> operandDims,
                                         ArrayRef<int64_t> resultDims,
                                         int64_t size, FactorKind kind) {
  int64_t f = addFactor(size, kind);
  for (auto [i, dim] : llvm::enumerate(operandDims))
    if (dim != kNoDim && i < operandFactors.size())
      addOperandDimFactor(i, dim, f);
  for (auto [i, dim] : llvm::enumerate(resultDims))
    if (dim != kNoDim && i < resultFactors.size())
      addResultDimFactor(i, dim, f);
  return f;
}

void OpShardingRuleBuilder::addOperandDimFactor(unsigned operand, unsigned dim,
                                                int64_t f) {
  operandFactors[operand][dim].push_back(f);
}

void OpShardingRuleBuilder::addResultDimFactor(unsigned result, unsigned dim,
                                               int64_t f) {
  resultFactors[result][dim].push_back(f);
}

OpShardingRuleBuilder &OpShardingRuleBuilder::addPointwise() {
  if (resultShapes.empty())
    return *this;
  int64_t rank = resultShapes[0].size();
  for (int64_t d = 0; d < rank; ++d) {
    SmallVector<int64_t> operandDims, resultDims;
    int64_t size = resultShapes[0][d];
    for (const auto &shape : operandShapes) {
      bool same = static_cast<int64_t>(shape.size()) == rank;
      operandDims.push_back(same ? d : kNoDim);
      if (same && ShapedType::isDynamic(size))
        size = shape[d];
    }
    for (const auto &shape : resultShapes)
      resultDims.push_back(static_cast<int64_t>(shape.size()) == rank ? d
                                                                      : kNoDim);
    addFactor(operandDims, resultDims, size);
  }
  return *this;
}

void OpShardingRuleBuilder::markOperandDimWhole(unsigned operand,
                                                unsigned dim) {
  for (int64_t f : operandFactors[operand][dim])
    factorKinds[f] = FactorKind::Whole;
}

void OpShardingRuleBuilder::markResultDimWhole(unsigned result, unsigned dim) {
  for (int64_t f : resultFactors[result][dim])
    factorKinds[f] = FactorKind::Whole;
}

OpShardingRule OpShardingRuleBuilder::build() {
  auto fill = [&](SmallVectorImpl<OpShardingRule::TensorFactors> &tensors,
                  ArrayRef<SmallVector<int64_t>> shapes) {
    for (auto [tensor, shape] : llvm::zip(tensors, shapes))
      for (auto [dim, size] : llvm::zip(tensor, shape))
        if (dim.empty())
          dim.push_back(addFactor(size, size == 1 ? FactorKind::PassThrough
                                                  : FactorKind::Whole));
  };
  fill(operandFactors, operandShapes);
  fill(resultFactors, resultShapes);
  return OpShardingRule(factorSizes, factorKinds, operandFactors, resultFactors,
                        reductionKind);
}

OpShardingRule OpShardingRuleBuilder::buildWhole(Operation *op) {
  return OpShardingRuleBuilder(op).build();
}

OpShardingRule OpShardingRuleBuilder::buildPointwise(Operation *op) {
  return OpShardingRuleBuilder(op).addPointwise().build();
}
