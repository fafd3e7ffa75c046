//===- OSDPAttrs.cpp - osdp attributes ------------------------------------===//
//
// Parsing, printing, verification and queries of meshes, axis lists and
// shardings.
//
//===----------------------------------------------------------------------===//

#include "osdp/Dialect/OSDP/IR/OSDPAttrs.h"

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"
#include "osdp/Dialect/OSDP/IR/ShardingRule.h"
#include "osdp/Support/MeshTopology.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace osdp;

//===----------------------------------------------------------------------===//
// Shared parsing helpers
//===----------------------------------------------------------------------===//

namespace osdp {

/// Parses an axis name: an identifier or a quoted string.
ParseResult parseAxisName(AsmParser &parser, StringAttr &name) {
  std::string str;
  SMLoc loc = parser.getCurrentLocation();
  if (failed(parser.parseOptionalKeywordOrString(&str)))
    return parser.emitError(loc, "expected a mesh axis name");
  name = StringAttr::get(parser.getContext(), str);
  return success();
}

/// Parses `{a, b, ...}`.
ParseResult parseAxisNames(AsmParser &parser,
                           SmallVectorImpl<StringAttr> &axes) {
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Braces, [&] {
    StringAttr name;
    if (parseAxisName(parser, name))
      return failure();
    axes.push_back(name);
    return success();
  });
}

void printAxisNames(AsmPrinter &printer, ArrayRef<StringAttr> axes) {
  printer << '{';
  llvm::interleaveComma(axes, printer, [&](StringAttr axis) {
    printer.printKeywordOrString(axis.getValue());
  });
  printer << '}';
}

} // namespace osdp

//===----------------------------------------------------------------------===//
// MeshAttr
//===----------------------------------------------------------------------===//

Attribute MeshAttr::parse(AsmParser &parser, Type) {
  SmallVector<StringAttr> names;
  SmallVector<int64_t> sizes;
  if (parser.parseLess() ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
        StringAttr name;
        int64_t size;
        if (parseAxisName(parser, name) || parser.parseEqual() ||
            parser.parseInteger(size))
          return failure();
        names.push_back(name);
        sizes.push_back(size);
        return success();
      }))
    return {};
  SmallVector<int64_t> deviceIds;
  if (succeeded(parser.parseOptionalComma()) &&
      (parser.parseKeyword("device_ids") || parser.parseEqual() ||
       parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
         return parser.parseInteger(deviceIds.emplace_back());
       })))
    return {};
  if (parser.parseGreater())
    return {};
  auto mesh =
      parser.getChecked<MeshAttr>(parser.getContext(), names, sizes, deviceIds);
  // The identity order is the default; storing it would make two equal
  // meshes differ.
  if (mesh && llvm::equal(deviceIds, llvm::seq<int64_t>(0, deviceIds.size())))
    return MeshAttr::get(parser.getContext(), names, sizes);
  return mesh;
}

void MeshAttr::print(AsmPrinter &printer) const {
  printer << "<[";
  llvm::interleaveComma(
      llvm::zip(getAxisNames(), getAxisSizes()), printer, [&](auto axis) {
        printer.printKeywordOrString(std::get<0>(axis).getValue());
        printer << " = " << std::get<1>(axis);
      });
  printer << ']';
  if (!getDeviceIds().empty()) {
    printer << ", device_ids = [";
    llvm::interleaveComma(getDeviceIds(), printer);
    printer << ']';
  }
  printer << '>';
}

LogicalResult MeshAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               ArrayRef<StringAttr> names,
                               ArrayRef<int64_t> sizes,
                               ArrayRef<int64_t> deviceIds) {
  if (names.size() != sizes.size())
    return emitError() << "mesh has " << names.size() << " axis names but "
                       << sizes.size() << " axis sizes";
  llvm::SmallDenseSet<StringAttr> seen;
  for (auto [name, size] : llvm::zip(names, sizes)) {
    if (!name || name.getValue().empty())
      return emitError() << "mesh axis names must not be empty";
    if (!seen.insert(name).second)
      return emitError() << "mesh axis '" << name.getValue()
                         << "' is declared more than once";
    if (size < 1)
      return emitError() << "mesh axis '" << name.getValue()
                         << "' must have a size of at least 1, got " << size;
  }
  if (deviceIds.empty())
    return success();
  int64_t devices = 1;
  for (int64_t size : sizes) {
    if (llvm::MulOverflow(devices, size, devices)) {
      devices = -1;
      break;
    }
  }
  if (devices != static_cast<int64_t>(deviceIds.size()))
    return emitError() << "mesh device_ids lists " << deviceIds.size()
                       << " devices, but the axes span a different number";
  llvm::SmallVector<bool> placed(deviceIds.size(), false);
  for (int64_t id : deviceIds) {
    if (id < 0 || id >= devices || placed[id])
      return emitError() << "mesh device_ids must be a permutation of 0.."
                         << devices - 1 << "; " << id
                         << (id < 0 || id >= devices ? " is out of range"
                                                     : " appears twice");
    placed[id] = true;
  }
  return success();
}

int64_t MeshAttr::getNumDevices() const {
  int64_t n = 1;
  for (int64_t size : getAxisSizes())
    n *= size;
  return n;
}

std::optional<unsigned> MeshAttr::getAxisIndex(StringAttr axis) const {
  for (auto [i, name] : llvm::enumerate(getAxisNames()))
    if (name == axis)
      return i;
  return std::nullopt;
}

std::optional<unsigned> MeshAttr::getAxisIndex(StringRef axis) const {
  for (auto [i, name] : llvm::enumerate(getAxisNames()))
    if (name.getValue() == axis)
      return i;
  return std::nullopt;
}

int64_t MeshAttr::getAxisSize(StringAttr axis) const {
  std::optional<unsigned> index = getAxisIndex(axis);
  assert(index && "not an axis of the mesh");
  return getAxisSizes()[*index];
}

int64_t MeshAttr::getGroupSize(ArrayRef<StringAttr> axes) const {
  int64_t n = 1;
  for (StringAttr axis : axes)
    n *= getAxisSize(axis);
  return n;
}

SmallVector<int64_t> osdp::delinearize(int64_t index, ArrayRef<int64_t> sizes) {
  std::vector<int64_t> coords = delinearizeDevice(index, sizes.vec());
  return SmallVector<int64_t>(coords.begin(), coords.end());
}

SmallVector<SmallVector<int64_t>>
MeshAttr::getDeviceGroups(ArrayRef<StringAttr> axes) const {
  std::vector<unsigned> indices;
  for (StringAttr axis : axes)
    indices.push_back(*getAxisIndex(axis));
  SmallVector<SmallVector<int64_t>> groups;
  for (const std::vector<int64_t> &group :
       deviceGroups(getAxisSizes().vec(), indices, getDeviceIds().vec()))
    groups.emplace_back(group.begin(), group.end());
  return groups;
}

//===----------------------------------------------------------------------===//
// AxisListAttr
//===----------------------------------------------------------------------===//

Attribute AxisListAttr::parse(AsmParser &parser, Type) {
  SmallVector<StringAttr> axes;
  if (parser.parseLess() || parseAxisNames(parser, axes) ||
      parser.parseGreater())
    return {};
  return AxisListAttr::get(parser.getContext(), axes);
}

void AxisListAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printAxisNames(printer, getAxes());
  printer << '>';
}

//===----------------------------------------------------------------------===//
// ShardingAttr
//===----------------------------------------------------------------------===//

/// Parses an optional `<kind>` (e.g. `<max>`) into `kind`; leaves `kind`
/// unchanged when there is no `<`.
static LogicalResult parseOptionalReductionKind(AsmParser &parser,
                                                ReductionKind &kind) {
  if (failed(parser.parseOptionalLess()))
    return success();
  StringRef keyword;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<ReductionKind> parsed = symbolizeReductionKind(keyword);
  if (!parsed)
    return parser.emitError(loc, "unknown reduction kind '") << keyword << "'";
  kind = *parsed;
  return parser.parseGreater();
}

/// Parses one dimension of a sharding: `{a, b}`, `{a, ?}`, `{?}`, each
/// optionally followed by a priority `pN`.
static ParseResult parseDimSharding(AsmParser &parser,
                                    SmallVectorImpl<StringAttr> &axes,
                                    bool &open, int64_t &priority) {
  open = false;
  priority = -1;
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Braces, [&]() -> ParseResult {
            if (open)
              return parser.emitError(
                  parser.getCurrentLocation(),
                  "'?' must be the last entry of a dimension");
            if (succeeded(parser.parseOptionalQuestion())) {
              open = true;
              return success();
            }
            StringAttr name;
            if (parseAxisName(parser, name))
              return failure();
            axes.push_back(name);
            return success();
          }))
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (failed(parser.parseOptionalKeyword(&keyword)))
    return success();
  if (!keyword.consume_front("p") || keyword.getAsInteger(10, priority) ||
      priority < 0)
    return parser.emitError(loc, "expected a priority 'p<N>' after the "
                                 "dimension, N >= 0");
  return success();
}

Attribute ShardingAttr::parse(AsmParser &parser, Type) {
  MLIRContext *ctx = parser.getContext();
  StringAttr meshName;
  SmallVector<AxisListAttr> dims;
  SmallVector<StringAttr> partial, replicated;
  SmallVector<int64_t> openDims, priorities;
  ReductionKind kind = ReductionKind::Sum;
  if (parser.parseLess() || parser.parseSymbolName(meshName) ||
      parser.parseComma() ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
        SmallVector<StringAttr> axes;
        bool open;
        int64_t priority;
        if (parseDimSharding(parser, axes, open, priority))
          return failure();
        if (open)
          openDims.push_back(dims.size());
        priorities.push_back(priority);
        dims.push_back(AxisListAttr::get(ctx, axes));
        return success();
      }))
    return {};
  bool seenPartial = false;
  while (succeeded(parser.parseOptionalComma())) {
    if (!seenPartial && succeeded(parser.parseOptionalKeyword("partial"))) {
      seenPartial = true;
      if (failed(parseOptionalReductionKind(parser, kind)) ||
          parser.parseEqual() || parseAxisNames(parser, partial))
        return {};
      continue;
    }
    if (parser.parseKeyword("replicated") || parser.parseEqual() ||
        parseAxisNames(parser, replicated))
      return {};
    break;
  }
  if (parser.parseGreater())
    return {};
  if (partial.empty())
    kind = ReductionKind::Sum;
  if (llvm::all_of(priorities, [](int64_t p) { return p < 0; }))
    priorities.clear();
  return parser.getChecked<ShardingAttr>(ctx, FlatSymbolRefAttr::get(meshName),
                                         dims, partial, kind, openDims,
                                         priorities, replicated);
}

void ShardingAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printer.printSymbolName(getMesh().getValue());
  printer << ", [";
  llvm::interleaveComma(llvm::enumerate(getDims()), printer, [&](auto it) {
    auto [dim, axes] = it;
    printer << '{';
    llvm::interleaveComma(axes.getAxes(), printer, [&](StringAttr axis) {
      printer.printKeywordOrString(axis.getValue());
    });
    if (isOpen(dim))
      printer << (axes.empty() ? "?" : ", ?");
    printer << '}';
    if (std::optional<int64_t> priority = getPriority(dim))
      printer << 'p' << *priority;
  });
  printer << ']';
  if (isPartial()) {
    printer << ", partial";
    if (getPartialKind() != ReductionKind::Sum)
      printer << '<' << stringifyReductionKind(getPartialKind()) << '>';
    printer << " = ";
    printAxisNames(printer, getPartialAxes());
  }
  if (!getReplicatedAxes().empty()) {
    printer << ", replicated = ";
    printAxisNames(printer, getReplicatedAxes());
  }
  printer << '>';
}

LogicalResult ShardingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                   FlatSymbolRefAttr mesh,
                                   ArrayRef<AxisListAttr> dims,
                                   ArrayRef<StringAttr> partialAxes,
                                   ReductionKind, ArrayRef<int64_t> openDims,
                                   ArrayRef<int64_t> priorities,
                                   ArrayRef<StringAttr> replicatedAxes) {
  if (!mesh)
    return emitError() << "sharding needs a mesh";
  llvm::SmallDenseSet<StringAttr> seen;
  auto checkAxis = [&](StringAttr axis) -> LogicalResult {
    if (!seen.insert(axis).second)
      return emitError() << "mesh axis '" << axis.getValue()
                         << "' is used more than once in the sharding";
    return success();
  };
  for (AxisListAttr dim : dims) {
    if (!dim)
      return emitError() << "sharding dimensions must be axis lists";
    for (StringAttr axis : dim.getAxes())
      if (failed(checkAxis(axis)))
        return failure();
  }
  for (StringAttr axis :
       llvm::concat<const StringAttr>(partialAxes, replicatedAxes))
    if (failed(checkAxis(axis)))
      return failure();
  int64_t rank = dims.size();
  for (auto [i, dim] : llvm::enumerate(openDims))
    if (dim < 0 || dim >= rank || (i > 0 && openDims[i - 1] >= dim))
      return emitError() << "open dimensions must be ascending dimension "
                            "numbers below the rank "
                         << rank;
  if (!priorities.empty() &&
      (static_cast<int64_t>(priorities.size()) != rank ||
       llvm::any_of(priorities, [](int64_t p) { return p < -1; })))
    return emitError() << "dimension priorities must be none or one per "
                          "dimension, each -1 (none) or at least 0";
  return success();
}

ShardingAttr ShardingAttr::getReplicated(FlatSymbolRefAttr mesh, int64_t rank) {
  MLIRContext *ctx = mesh.getContext();
  SmallVector<AxisListAttr> dims(rank, AxisListAttr::get(ctx, {}));
  return ShardingAttr::get(ctx, mesh, dims);
}

ShardingAttr ShardingAttr::get(FlatSymbolRefAttr mesh,
                               ArrayRef<SmallVector<StringAttr>> dims,
                               ArrayRef<StringAttr> partialAxes,
                               ReductionKind partialKind) {
  MLIRContext *ctx = mesh.getContext();
  SmallVector<AxisListAttr> dimAttrs;
  for (ArrayRef<StringAttr> axes : dims)
    dimAttrs.push_back(AxisListAttr::get(ctx, axes));
  if (partialAxes.empty())
    partialKind = ReductionKind::Sum;
  return ShardingAttr::get(ctx, mesh, dimAttrs, partialAxes, partialKind,
                           /*openDims=*/{}, /*priorities=*/{},
                           /*replicatedAxes=*/{});
}

ArrayRef<StringAttr> ShardingAttr::getDimAxes(int64_t dim) const {
  return getDims()[dim].getAxes();
}

int64_t ShardingAttr::getNumShards(int64_t dim, MeshAttr mesh) const {
  return mesh.getGroupSize(getDimAxes(dim));
}

SmallVector<StringAttr> ShardingAttr::getUsedAxes() const {
  SmallVector<StringAttr> axes;
  for (AxisListAttr dim : getDims())
    llvm::append_range(axes, dim.getAxes());
  llvm::append_range(axes, getPartialAxes());
  return axes;
}

bool ShardingAttr::usesAxis(StringAttr axis) const {
  return llvm::is_contained(getPartialAxes(), axis) ||
         getDimOfAxis(axis).has_value();
}

std::optional<int64_t> ShardingAttr::getDimOfAxis(StringAttr axis) const {
  for (auto [i, dim] : llvm::enumerate(getDims()))
    if (llvm::is_contained(dim.getAxes(), axis))
      return i;
  return std::nullopt;
}

bool ShardingAttr::isReplicated() const {
  return !isPartial() &&
         llvm::all_of(getDims(), [](AxisListAttr dim) { return dim.empty(); });
}

SmallVector<int64_t> ShardingAttr::getLocalShape(ArrayRef<int64_t> globalShape,
                                                 MeshAttr mesh) const {
  SmallVector<int64_t> local(globalShape);
  for (auto [i, size] : llvm::enumerate(local)) {
    if (ShapedType::isDynamic(size) || i >= getDims().size())
      continue;
    int64_t shards = getNumShards(i, mesh);
    size = llvm::divideCeil(size, shards);
  }
  return local;
}

bool ShardingAttr::isEvenlyDivisible(ArrayRef<int64_t> globalShape,
                                     MeshAttr mesh) const {
  for (auto [i, size] : llvm::enumerate(globalShape)) {
    if (ShapedType::isDynamic(size) || i >= getDims().size())
      continue;
    if (size % getNumShards(i, mesh) != 0)
      return false;
  }
  return true;
}

bool ShardingAttr::isEquivalentTo(ShardingAttr other) const {
  if (*this == other)
    return true;
  if (getMesh() != other.getMesh() ||
      getPartialAxes() != other.getPartialAxes() ||
      getPartialKind() != other.getPartialKind())
    return false;
  ArrayRef<AxisListAttr> a = getDims(), b = other.getDims();
  if (a.size() > b.size())
    std::swap(a, b);
  if (a != b.take_front(a.size()))
    return false;
  return llvm::all_of(b.drop_front(a.size()),
                      [](AxisListAttr dim) { return dim.empty(); });
}

ShardingAttr ShardingAttr::dropPartial() const {
  if (!isPartial())
    return *this;
  return ShardingAttr::get(getContext(), getMesh(), getDims(), {},
                           ReductionKind::Sum, getOpenDims(),
                           getDimPriorities(), getReplicatedAxes());
}

bool ShardingAttr::isOpen(int64_t dim) const {
  return llvm::is_contained(getOpenDims(), dim);
}

std::optional<int64_t> ShardingAttr::getPriority(int64_t dim) const {
  ArrayRef<int64_t> priorities = getDimPriorities();
  if (dim >= static_cast<int64_t>(priorities.size()) || priorities[dim] < 0)
    return std::nullopt;
  return priorities[dim];
}

bool ShardingAttr::hasConstraintInfo() const {
  return !getOpenDims().empty() || !getDimPriorities().empty() ||
         !getReplicatedAxes().empty();
}

ShardingAttr ShardingAttr::asClosed() const {
  return withConstraintInfo({}, {}, {});
}

ShardingAttr
ShardingAttr::withConstraintInfo(ArrayRef<int64_t> openDims,
                                 ArrayRef<int64_t> priorities,
                                 ArrayRef<StringAttr> replicatedAxes) const {
  if (llvm::all_of(priorities, [](int64_t p) { return p < 0; }))
    priorities = {};
  return ShardingAttr::get(getContext(), getMesh(), getDims(), getPartialAxes(),
                           getPartialKind(), openDims, priorities,
                           replicatedAxes);
}

LogicalResult
ShardingAttr::verifyFor(Type type, MeshAttr mesh,
                        function_ref<InFlightDiagnostic()> emitError) const {
  if (auto shaped = dyn_cast<ShapedType>(type); shaped && shaped.hasRank()) {
    if (shaped.getRank() != getRank())
      return emitError() << "sharding has " << getRank()
                         << " dimensions but the type " << type << " has rank "
                         << shaped.getRank();
  } else if (getRank() != 0) {
    return emitError() << "sharding has " << getRank()
                       << " dimensions but the type " << type
                       << " is not a ranked tensor";
  }
  if (!mesh)
    return success();
  SmallVector<StringAttr> axes = getUsedAxes();
  llvm::append_range(axes, getReplicatedAxes());
  for (StringAttr axis : axes)
    if (!mesh.hasAxis(axis))
      return emitError() << "mesh axis '" << axis.getValue()
                         << "' is not an axis of mesh @"
                         << getMesh().getValue();
  return success();
}

//===----------------------------------------------------------------------===//
// OpShardingRuleAttr
//===----------------------------------------------------------------------===//

Attribute OpShardingRuleAttr::parse(AsmParser &parser, Type) {
  MLIRContext *ctx = parser.getContext();
  // Factor names are resolved once the size dictionary has fixed the order.
  struct NamedTensor {
    SmallVector<SmallVector<std::pair<std::string, SMLoc>>> dims;
  };
  auto parseTensors = [&](SmallVectorImpl<NamedTensor> &tensors) {
    return parser.parseCommaSeparatedList(
        AsmParser::Delimiter::Paren, [&]() -> ParseResult {
          NamedTensor &tensor = tensors.emplace_back();
          return parser.parseCommaSeparatedList(
              AsmParser::Delimiter::Square, [&]() -> ParseResult {
                auto &dim = tensor.dims.emplace_back();
                do {
                  std::string name;
                  SMLoc loc = parser.getCurrentLocation();
                  if (parser.parseKeywordOrString(&name))
                    return failure();
                  dim.emplace_back(name, loc);
                } while (succeeded(parser.parseOptionalStar()));
                return success();
              });
        });
  };
  SmallVector<NamedTensor> operands, results;
  llvm::StringMap<int64_t> index;
  SmallVector<int64_t> sizes;
  if (parser.parseLess() || parseTensors(operands) || parser.parseArrow() ||
      parseTensors(results) ||
      parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Braces, [&]() -> ParseResult {
            std::string name;
            SMLoc loc = parser.getCurrentLocation();
            if (parser.parseKeywordOrString(&name) || parser.parseEqual())
              return failure();
            int64_t size = ShapedType::kDynamic;
            if (failed(parser.parseOptionalQuestion()) &&
                parser.parseInteger(size))
              return failure();
            if (!index.try_emplace(name, sizes.size()).second)
              return parser.emitError(loc, "factor '")
                     << name << "' is given a size twice";
            sizes.push_back(size);
            return success();
          }))
    return {};
  auto parseSet = [&](SmallVectorImpl<int64_t> &set) {
    return parser.parseCommaSeparatedList(
        AsmParser::Delimiter::Braces, [&]() -> ParseResult {
          std::string name;
          SMLoc loc = parser.getCurrentLocation();
          if (parser.parseKeywordOrString(&name))
            return failure();
          auto it = index.find(name);
          if (it == index.end())
            return parser.emitError(loc, "unknown factor '") << name << "'";
          set.push_back(it->second);
          return success();
        });
  };
  SmallVector<int64_t> reductions, wholes;
  ReductionKind kind = ReductionKind::Sum;
  if (succeeded(parser.parseOptionalKeyword("reduction"))) {
    if (failed(parseOptionalReductionKind(parser, kind)))
      return {};
    if (parser.parseEqual() || parseSet(reductions))
      return {};
  }
  if (succeeded(parser.parseOptionalKeyword("whole")))
    if (parser.parseEqual() || parseSet(wholes))
      return {};
  if (parser.parseGreater())
    return {};

  Builder b(ctx);
  auto resolve = [&](ArrayRef<NamedTensor> tensors) -> ArrayAttr {
    SmallVector<Attribute> list;
    for (const NamedTensor &tensor : tensors) {
      SmallVector<Attribute> dims;
      for (const auto &dim : tensor.dims) {
        SmallVector<int64_t> factors;
        for (const auto &[name, loc] : dim) {
          auto it = index.find(name);
          if (it == index.end()) {
            parser.emitError(loc, "factor '")
                << name << "' has no size in the factor list";
            return {};
          }
          factors.push_back(it->second);
        }
        dims.push_back(b.getDenseI64ArrayAttr(factors));
      }
      list.push_back(b.getArrayAttr(dims));
    }
    return b.getArrayAttr(list);
  };
  ArrayAttr operandAttr = resolve(operands);
  if (!operandAttr)
    return {};
  ArrayAttr resultAttr = resolve(results);
  if (!resultAttr)
    return {};
  return parser.getChecked<OpShardingRuleAttr>(ctx, sizes, reductions, wholes,
                                               kind, operandAttr, resultAttr);
}

LogicalResult OpShardingRuleAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, ArrayRef<int64_t> sizes,
    ArrayRef<int64_t> reductions, ArrayRef<int64_t> wholes, ReductionKind,
    ArrayAttr operandFactors, ArrayAttr resultFactors) {
  int64_t numFactors = sizes.size();
  for (int64_t size : sizes)
    if (!ShapedType::isDynamic(size) && size < 1)
      return emitError() << "factor sizes must be at least 1, got " << size;
  SmallVector<int> kindOf(numFactors, 0); // 0 pass-through, 1 red., 2 whole
  for (auto [set, kind] : {std::pair(reductions, 1), std::pair(wholes, 2)})
    for (int64_t f : set) {
      if (f < 0 || f >= numFactors)
        return emitError() << "factor #" << f << " is out of range";
      if (kindOf[f])
        return emitError() << "factor '" << getFactorName(f)
                           << "' is given two kinds";
      kindOf[f] = kind;
    }
  SmallVector<bool> seen(numFactors, false), inResults(numFactors, false);
  for (auto [list, isResult] :
       {std::pair(operandFactors, false), std::pair(resultFactors, true)}) {
    if (!list)
      return emitError() << "missing factor lists";
    for (Attribute tensor : list) {
      auto dims = dyn_cast<ArrayAttr>(tensor);
      if (!dims)
        return emitError() << "a tensor's factors must be an array";
      llvm::SmallDenseSet<int64_t> inTensor;
      for (Attribute dim : dims) {
        auto factors = dyn_cast<DenseI64ArrayAttr>(dim);
        if (!factors)
          return emitError() << "a dimension's factors must be an i64 array";
        if (factors.empty())
          return emitError() << "every dimension needs at least one factor";
        for (int64_t f : factors.asArrayRef()) {
          if (f < 0 || f >= numFactors)
            return emitError() << "factor #" << f << " is out of range";
          if (!inTensor.insert(f).second)
            return emitError() << "factor '" << getFactorName(f)
                               << "' appears twice in one tensor";
          seen[f] = true;
          if (isResult)
            inResults[f] = true;
        }
      }
    }
  }
  for (int64_t f = 0; f < numFactors; ++f) {
    if (!seen[f])
      return emitError() << "factor '" << getFactorName(f)
                         << "' appears in no dimension";
    if (kindOf[f] == 1 && inResults[f])
      return emitError() << "reduction factor '" << getFactorName(f)
                         << "' appears in a result";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// OpShardingRule conversion (needs the attribute storage)
//===----------------------------------------------------------------------===//

OpShardingRuleAttr OpShardingRule::toAttr(MLIRContext *context) const {
  Builder b(context);
  auto tensorsAttr = [&](ArrayRef<TensorFactors> tensors) {
    SmallVector<Attribute> list;
    for (const TensorFactors &tensor : tensors) {
      SmallVector<Attribute> dims;
      for (const DimFactors &dim : tensor)
        dims.push_back(b.getDenseI64ArrayAttr(dim));
      list.push_back(b.getArrayAttr(dims));
    }
    return b.getArrayAttr(list);
  };
  return OpShardingRuleAttr::get(
      context, factorSizes, getFactorsOfKind(FactorKind::Reduction),
      getFactorsOfKind(FactorKind::Whole), reductionKind,
      tensorsAttr(operandFactors), tensorsAttr(resultFactors));
}

//===----------------------------------------------------------------------===//
// Generated definitions
//===----------------------------------------------------------------------===//

#include "osdp/Dialect/OSDP/IR/OSDPEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "osdp/Dialect/OSDP/IR/OSDPAttrs.cpp.inc"

void OSDPDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "osdp/Dialect/OSDP/IR/OSDPAttrs.cpp.inc"
      >();
}
