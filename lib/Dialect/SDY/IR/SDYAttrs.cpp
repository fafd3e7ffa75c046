//===- SDYAttrs.cpp - Meshes and shardings of the sdy dialect -------------===//
//
// Parsers and printers in Shardy's exact textual form, the accessors the
// importer reads, and the checks of a sharding against its mesh and type.
//
//===----------------------------------------------------------------------===//

#include "osdp/Dialect/SDY/IR/SDY.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace osdp::sdy;

//===----------------------------------------------------------------------===//
// Shared pieces of syntax
//===----------------------------------------------------------------------===//

/// Parses `"name"` or `"name":(pre_size)size`.
static FailureOr<AxisRefAttr> parseAxisRefBody(AsmParser &parser) {
  std::string name;
  if (parser.parseString(&name))
    return failure();
  SubAxisInfoAttr subAxis;
  if (succeeded(parser.parseOptionalColon())) {
    int64_t preSize = 0, size = 0;
    if (parser.parseLParen() || parser.parseInteger(preSize) ||
        parser.parseRParen() || parser.parseInteger(size))
      return failure();
    subAxis = SubAxisInfoAttr::get(parser.getContext(), preSize, size);
  }
  return AxisRefAttr::get(parser.getContext(), name, subAxis);
}

static void printAxisRefBody(AsmPrinter &printer, AxisRefAttr ref) {
  printer.printString(ref.getName());
  if (SubAxisInfoAttr sub = ref.getSubAxisInfo())
    printer << ":(" << sub.getPreSize() << ")" << sub.getSize();
}

/// Parses `{"a", "b":(1)2}` (possibly empty).
static FailureOr<SmallVector<AxisRefAttr>> parseAxisRefList(AsmParser &parser) {
  SmallVector<AxisRefAttr> refs;
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Braces, [&] {
        FailureOr<AxisRefAttr> ref = parseAxisRefBody(parser);
        if (failed(ref))
          return failure();
        refs.push_back(*ref);
        return success();
      }))
    return failure();
  return refs;
}

static void printAxisRefList(AsmPrinter &printer, ArrayRef<AxisRefAttr> refs) {
  printer << '{';
  llvm::interleaveComma(
      refs, printer, [&](AxisRefAttr ref) { printAxisRefBody(printer, ref); });
  printer << '}';
}

/// Parses `"a"=2` (an element of a mesh's axis list).
static FailureOr<MeshAxisAttr> parseMeshAxisBody(AsmParser &parser) {
  std::string name;
  int64_t size = 0;
  if (parser.parseString(&name) || parser.parseEqual() ||
      parser.parseInteger(size))
    return failure();
  return MeshAxisAttr::get(parser.getContext(), name, size);
}

//===----------------------------------------------------------------------===//
// MeshAxisAttr
//===----------------------------------------------------------------------===//

Attribute MeshAxisAttr::parse(AsmParser &parser, Type) {
  FailureOr<MeshAxisAttr> axis;
  if (parser.parseLess() || failed(axis = parseMeshAxisBody(parser)) ||
      parser.parseGreater())
    return {};
  return *axis;
}

void MeshAxisAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printer.printString(getName());
  printer << '=' << getSize() << '>';
}

//===----------------------------------------------------------------------===//
// MeshAttr
//===----------------------------------------------------------------------===//

Attribute MeshAttr::parse(AsmParser &parser, Type) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<MeshAxisAttr> axes;
  SmallVector<int64_t> deviceIds;
  if (parser.parseLess() ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
        FailureOr<MeshAxisAttr> axis = parseMeshAxisBody(parser);
        if (failed(axis))
          return failure();
        axes.push_back(*axis);
        return success();
      }))
    return {};
  if (succeeded(parser.parseOptionalComma())) {
    if (parser.parseKeyword("device_ids") || parser.parseEqual() ||
        parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
          return parser.parseInteger(deviceIds.emplace_back());
        }))
      return {};
  }
  if (parser.parseGreater())
    return {};
  return MeshAttr::getChecked([&] { return parser.emitError(loc); },
                              parser.getContext(), axes, deviceIds);
}

void MeshAttr::print(AsmPrinter &printer) const {
  printer << "<[";
  llvm::interleaveComma(getAxes(), printer, [&](MeshAxisAttr axis) {
    printer.printString(axis.getName());
    printer << '=' << axis.getSize();
  });
  printer << ']';
  if (!getDeviceIds().empty()) {
    printer << ", device_ids=[";
    llvm::interleaveComma(getDeviceIds(), printer);
    printer << ']';
  }
  printer << '>';
}

LogicalResult MeshAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               ArrayRef<MeshAxisAttr> axes,
                               ArrayRef<int64_t> deviceIds) {
  llvm::StringSet<> names;
  int64_t total = 1;
  for (MeshAxisAttr axis : axes) {
    if (axis.getName().empty())
      return emitError() << "mesh axis names must not be empty";
    if (!names.insert(axis.getName()).second)
      return emitError() << "mesh axis \"" << axis.getName()
                         << "\" is declared twice";
    if (axis.getSize() <= 0)
      return emitError() << "mesh axis \"" << axis.getName()
                         << "\" must have a positive size, got "
                         << axis.getSize();
    total *= axis.getSize();
  }
  if (deviceIds.empty())
    return success();
  if (static_cast<int64_t>(deviceIds.size()) != total)
    return emitError() << "device_ids has " << deviceIds.size()
                       << " entries but the mesh has " << total << " devices";
  llvm::SmallDenseSet<int64_t> seen;
  for (int64_t id : deviceIds) {
    if (id < 0)
      return emitError() << "device id " << id << " must be non-negative";
    if (!seen.insert(id).second)
      return emitError() << "device id " << id << " appears twice";
  }
  return success();
}

std::optional<int64_t> MeshAttr::getAxisSize(StringRef name) const {
  for (MeshAxisAttr axis : getAxes())
    if (axis.getName() == name)
      return axis.getSize();
  return std::nullopt;
}

int64_t MeshAttr::getTotalSize() const {
  int64_t total = 1;
  for (MeshAxisAttr axis : getAxes())
    total *= axis.getSize();
  return total;
}

//===----------------------------------------------------------------------===//
// SubAxisInfoAttr / AxisRefAttr
//===----------------------------------------------------------------------===//

Attribute SubAxisInfoAttr::parse(AsmParser &parser, Type) {
  int64_t preSize = 0, size = 0;
  if (parser.parseLess() || parser.parseLParen() ||
      parser.parseInteger(preSize) || parser.parseRParen() ||
      parser.parseInteger(size) || parser.parseGreater())
    return {};
  return SubAxisInfoAttr::get(parser.getContext(), preSize, size);
}

void SubAxisInfoAttr::print(AsmPrinter &printer) const {
  printer << "<(" << getPreSize() << ")" << getSize() << '>';
}

Attribute AxisRefAttr::parse(AsmParser &parser, Type) {
  FailureOr<AxisRefAttr> ref;
  if (parser.parseLess() || failed(ref = parseAxisRefBody(parser)) ||
      parser.parseGreater())
    return {};
  return *ref;
}

void AxisRefAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printAxisRefBody(printer, *this);
  printer << '>';
}

int64_t AxisRefAttr::getSize(MeshAttr mesh) const {
  if (SubAxisInfoAttr sub = getSubAxisInfo())
    return sub.getSize();
  if (!mesh)
    return 1;
  return mesh.getAxisSize(getName()).value_or(1);
}

bool AxisRefAttr::overlaps(AxisRefAttr other) const {
  if (getName() != other.getName())
    return false;
  SubAxisInfoAttr a = getSubAxisInfo(), b = other.getSubAxisInfo();
  if (!a || !b)
    return true;
  // Sub-axis (p)s covers the coordinate range [p, p*s) of the axis in the
  // multiplicative sense; two ranges overlap iff each starts before the
  // other ends.
  return a.getPreSize() < b.getPreSize() * b.getSize() &&
         b.getPreSize() < a.getPreSize() * a.getSize();
}

//===----------------------------------------------------------------------===//
// DimensionShardingAttr
//===----------------------------------------------------------------------===//

/// Parses `{"a", "b"}`, `{"a", ?}`, `{?}` or `{}`, then an optional `pN`.
static FailureOr<DimensionShardingAttr>
parseDimensionShardingBody(AsmParser &parser) {
  SmallVector<AxisRefAttr> axes;
  bool isClosed = true;
  if (parser.parseLBrace())
    return failure();
  if (failed(parser.parseOptionalRBrace())) {
    do {
      // `?` marks the dimension open and is always last.
      if (succeeded(parser.parseOptionalQuestion())) {
        isClosed = false;
        break;
      }
      FailureOr<AxisRefAttr> ref = parseAxisRefBody(parser);
      if (failed(ref))
        return failure();
      axes.push_back(*ref);
    } while (succeeded(parser.parseOptionalComma()));
    if (parser.parseRBrace())
      return failure();
  }

  std::optional<int64_t> priority;
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (succeeded(parser.parseOptionalKeyword(&keyword))) {
    int64_t value = 0;
    if (!keyword.consume_front("p") || keyword.empty() ||
        keyword.getAsInteger(10, value)) {
      parser.emitError(loc, "expected a dimension priority of the form p<N>");
      return failure();
    }
    priority = value;
  }
  return DimensionShardingAttr::get(parser.getContext(), axes, isClosed,
                                    priority);
}

static void printDimensionShardingBody(AsmPrinter &printer,
                                       DimensionShardingAttr dim) {
  printer << '{';
  llvm::interleaveComma(dim.getAxes(), printer, [&](AxisRefAttr ref) {
    printAxisRefBody(printer, ref);
  });
  if (dim.isOpen())
    printer << (dim.getAxes().empty() ? "?" : ", ?");
  printer << '}';
  if (std::optional<int64_t> priority = dim.getPriority())
    printer << 'p' << *priority;
}

Attribute DimensionShardingAttr::parse(AsmParser &parser, Type) {
  FailureOr<DimensionShardingAttr> dim;
  if (parser.parseLess() || failed(dim = parseDimensionShardingBody(parser)) ||
      parser.parseGreater())
    return {};
  return *dim;
}

void DimensionShardingAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printDimensionShardingBody(printer, *this);
  printer << '>';
}

int64_t DimensionShardingAttr::getShardCount(MeshAttr mesh) const {
  int64_t count = 1;
  for (AxisRefAttr ref : getAxes())
    count *= ref.getSize(mesh);
  return count;
}

//===----------------------------------------------------------------------===//
// TensorShardingAttr
//===----------------------------------------------------------------------===//

Attribute TensorShardingAttr::parseBody(AsmParser &parser) {
  MLIRContext *ctx = parser.getContext();
  if (parser.parseLess())
    return {};

  // The mesh: `@name` or an inline `mesh<[...]>`.
  Attribute meshOrRef;
  StringAttr meshName;
  if (succeeded(parser.parseOptionalSymbolName(meshName))) {
    meshOrRef = FlatSymbolRefAttr::get(meshName);
  } else {
    if (parser.parseKeyword("mesh"))
      return {};
    meshOrRef = MeshAttr::parse(parser, Type());
    if (!meshOrRef)
      return {};
  }

  SmallVector<DimensionShardingAttr> dims;
  if (parser.parseComma() ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
        FailureOr<DimensionShardingAttr> dim =
            parseDimensionShardingBody(parser);
        if (failed(dim))
          return failure();
        dims.push_back(*dim);
        return success();
      }))
    return {};

  SmallVector<AxisRefAttr> replicated, unreduced;
  while (succeeded(parser.parseOptionalComma())) {
    SMLoc loc = parser.getCurrentLocation();
    StringRef keyword;
    if (parser.parseKeyword(&keyword) || parser.parseEqual())
      return {};
    SmallVector<AxisRefAttr> *target = nullptr;
    if (keyword == "replicated")
      target = &replicated;
    else if (keyword == "unreduced")
      target = &unreduced;
    if (!target || !target->empty()) {
      parser.emitError(loc, "expected `replicated` or `unreduced` (once each), "
                            "got `")
          << keyword << "`";
      return {};
    }
    FailureOr<SmallVector<AxisRefAttr>> refs = parseAxisRefList(parser);
    if (failed(refs))
      return {};
    *target = std::move(*refs);
  }
  if (parser.parseGreater())
    return {};
  return TensorShardingAttr::get(ctx, meshOrRef, dims, replicated, unreduced);
}

Attribute TensorShardingAttr::parse(AsmParser &parser, Type) {
  return parseBody(parser);
}

void TensorShardingAttr::print(AsmPrinter &printer) const {
  printer << '<';
  if (auto ref = dyn_cast<FlatSymbolRefAttr>(getMeshOrRef())) {
    printer.printSymbolName(ref.getValue());
  } else {
    printer << "mesh";
    cast<MeshAttr>(getMeshOrRef()).print(printer);
  }
  printer << ", [";
  llvm::interleaveComma(getDimShardings(), printer,
                        [&](DimensionShardingAttr dim) {
                          printDimensionShardingBody(printer, dim);
                        });
  printer << ']';
  if (!getReplicatedAxes().empty()) {
    printer << ", replicated=";
    printAxisRefList(printer, getReplicatedAxes());
  }
  if (!getUnreducedAxes().empty()) {
    printer << ", unreduced=";
    printAxisRefList(printer, getUnreducedAxes());
  }
  printer << '>';
}

StringRef TensorShardingAttr::getMeshName() const {
  if (auto ref = dyn_cast<FlatSymbolRefAttr>(getMeshOrRef()))
    return ref.getValue();
  return {};
}

MeshAttr TensorShardingAttr::getMesh(Operation *from) const {
  if (auto mesh = dyn_cast<MeshAttr>(getMeshOrRef()))
    return mesh;
  auto ref = dyn_cast<FlatSymbolRefAttr>(getMeshOrRef());
  if (!ref || !from)
    return {};
  if (auto meshOp = SymbolTable::lookupNearestSymbolFrom<MeshOp>(from, ref))
    return meshOp.getMesh();
  return {};
}

bool TensorShardingAttr::isFullyReplicated() const {
  return getUnreducedAxes().empty() &&
         llvm::all_of(getDimShardings(), [](DimensionShardingAttr dim) {
           return dim.getAxes().empty();
         });
}

/// Formats an axis reference as it is written, for diagnostics.
static std::string axisRefToString(AxisRefAttr ref) {
  std::string result;
  llvm::raw_string_ostream os(result);
  os << '"' << ref.getName() << '"';
  if (SubAxisInfoAttr sub = ref.getSubAxisInfo())
    os << ":(" << sub.getPreSize() << ")" << sub.getSize();
  return result;
}

/// Checks that `ref` names an axis of `mesh` and, for a sub-axis, that it is
/// a proper divisor-aligned part of it.
static LogicalResult
verifyAxisRef(AxisRefAttr ref, MeshAttr mesh,
              function_ref<InFlightDiagnostic()> emitError) {
  std::optional<int64_t> axisSize = mesh.getAxisSize(ref.getName());
  if (!axisSize)
    return emitError() << "axis \"" << ref.getName()
                       << "\" is not an axis of the mesh";
  SubAxisInfoAttr sub = ref.getSubAxisInfo();
  if (!sub)
    return success();
  int64_t pre = sub.getPreSize(), size = sub.getSize();
  if (pre < 1 || size < 2)
    return emitError() << "sub-axis " << axisRefToString(ref)
                       << " must have pre-size >= 1 and size >= 2";
  if (*axisSize % (pre * size) != 0)
    return emitError() << "sub-axis " << axisRefToString(ref)
                       << " does not divide axis \"" << ref.getName()
                       << "\" of size " << *axisSize;
  if (pre * size == *axisSize && pre == 1)
    return emitError() << "sub-axis " << axisRefToString(ref)
                       << " covers the whole axis; write \"" << ref.getName()
                       << "\"";
  return success();
}

LogicalResult TensorShardingAttr::verifyFor(
    Type type, MeshAttr mesh,
    function_ref<InFlightDiagnostic()> emitError) const {
  if (auto shaped = dyn_cast<ShapedType>(type)) {
    if (shaped.hasRank() && shaped.getRank() != getRank())
      return emitError() << "sharding has " << getRank()
                         << " dimension shardings but the value of type "
                         << type << " has rank " << shaped.getRank();
  } else if (getRank() != 0) {
    return emitError() << "sharding has " << getRank()
                       << " dimension shardings but the value of type " << type
                       << " is not a tensor";
  }

  // Every axis reference, in the order written, to find repeated axes.
  SmallVector<AxisRefAttr> used;
  for (auto [i, dim] : llvm::enumerate(getDimShardings())) {
    for (AxisRefAttr ref : dim.getAxes()) {
      if (failed(verifyAxisRef(ref, mesh, emitError)))
        return failure();
      used.push_back(ref);
    }
    if (std::optional<int64_t> priority = dim.getPriority();
        priority && *priority < 0)
      return emitError() << "dimension " << i << " has a negative priority";
  }
  for (ArrayRef<AxisRefAttr> refs : {getReplicatedAxes(), getUnreducedAxes()})
    for (AxisRefAttr ref : refs) {
      if (failed(verifyAxisRef(ref, mesh, emitError)))
        return failure();
      used.push_back(ref);
    }
  for (size_t i = 0; i < used.size(); ++i)
    for (size_t j = 0; j < i; ++j)
      if (used[i].overlaps(used[j])) {
        if (used[i] == used[j])
          return emitError() << "axis " << axisRefToString(used[i])
                             << " is used more than once in the sharding";
        return emitError() << "axis " << axisRefToString(used[i])
                           << " overlaps " << axisRefToString(used[j])
                           << " in the sharding";
      }
  return success();
}

LogicalResult TensorShardingAttr::verifyFor(
    Type type, Operation *from,
    function_ref<InFlightDiagnostic()> emitError) const {
  MeshAttr mesh = getMesh(from);
  if (!mesh)
    return emitError() << "unknown mesh @" << getMeshName();
  return verifyFor(type, mesh, emitError);
}

//===----------------------------------------------------------------------===//
// TensorShardingPerValueAttr
//===----------------------------------------------------------------------===//

FailureOr<TensorShardingPerValueAttr>
TensorShardingPerValueAttr::parseList(AsmParser &parser) {
  SmallVector<TensorShardingAttr> shardings;
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            SMLoc loc = parser.getCurrentLocation();
            Attribute attr;
            // Shardy prints the entries stripped (`<@mesh, ...>`); accept the
            // full `#sdy.sharding<...>` spelling too.
            OptionalParseResult full = parser.parseOptionalAttribute(attr);
            if (full.has_value() && failed(*full))
              return failure();
            if (!full.has_value())
              attr = TensorShardingAttr::parseBody(parser);
            auto sharding = dyn_cast_or_null<TensorShardingAttr>(attr);
            if (!sharding)
              return parser.emitError(loc, "expected a tensor sharding");
            shardings.push_back(sharding);
            return success();
          }))
    return failure();
  return TensorShardingPerValueAttr::get(parser.getContext(), shardings);
}

void TensorShardingPerValueAttr::printList(AsmPrinter &printer) const {
  printer << '[';
  llvm::interleaveComma(
      getShardings(), printer,
      [&](TensorShardingAttr sharding) { sharding.print(printer); });
  printer << ']';
}

Attribute TensorShardingPerValueAttr::parse(AsmParser &parser, Type) {
  FailureOr<TensorShardingPerValueAttr> list;
  if (parser.parseLess() || failed(list = parseList(parser)) ||
      parser.parseGreater())
    return {};
  return *list;
}

void TensorShardingPerValueAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printList(printer);
  printer << '>';
}

//===----------------------------------------------------------------------===//
// ManualAxesAttr
//===----------------------------------------------------------------------===//

Attribute ManualAxesAttr::parse(AsmParser &parser, Type) {
  SmallVector<StringAttr> axes;
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Braces, [&] {
        std::string name;
        if (parser.parseString(&name))
          return failure();
        axes.push_back(StringAttr::get(parser.getContext(), name));
        return success();
      }))
    return {};
  return ManualAxesAttr::get(parser.getContext(), axes);
}

void ManualAxesAttr::print(AsmPrinter &printer) const {
  printer << '{';
  llvm::interleaveComma(getValue(), printer, [&](StringAttr axis) {
    printer.printString(axis.getValue());
  });
  printer << '}';
}

bool ManualAxesAttr::contains(StringRef axis) const {
  return llvm::any_of(getValue(),
                      [&](StringAttr name) { return name.getValue() == axis; });
}

#define GET_ATTRDEF_CLASSES
#include "osdp/Dialect/SDY/IR/SDYAttrs.cpp.inc"

void SdyDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "osdp/Dialect/SDY/IR/SDYAttrs.cpp.inc"
      >();
}
