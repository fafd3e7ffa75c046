//===- StableHLOOps.cpp - stablehlo ops: custom syntax and folds ----------===//
//
// Hand-written parsers and printers (constant, reduce, while), result and
// block argument names, and the pieces ODS cannot generate. Semantic
// verifiers are in StableHLOVerify.cpp.
//
//===----------------------------------------------------------------------===//

#include "AssemblyFormat.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace osdp::stablehlo;

#define GET_OP_CLASSES
#include "osdp/Dialect/StableHLO/IR/StableHLOOps.cpp.inc"

//===----------------------------------------------------------------------===//
// CustomCallOp
//===----------------------------------------------------------------------===//

bool CustomCallOp::isIdentityAnnotation() {
  StringRef target = getCallTargetName();
  return (target == "Sharding" || target == "annotate_device_placement") &&
         getNumOperands() == 1 && getNumResults() == 1 &&
         getOperand(0).getType() == getResult(0).getType();
}

//===----------------------------------------------------------------------===//
// ConstantOp
//===----------------------------------------------------------------------===//

ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &result) {
  // `stablehlo.constant() <{value = ...}> : () -> T`, printed when the value's
  // type differs from the result type (quantized constants).
  if (succeeded(parser.parseOptionalLParen())) {
    if (parser.parseRParen())
      return failure();
    if (succeeded(parser.parseOptionalLess())) {
      if (parser.parseAttribute(result.propertiesAttr) || parser.parseGreater())
        return failure();
    }
    SMLoc typeLoc;
    FunctionType fnType;
    if (parser.parseOptionalAttrDict(result.attributes) ||
        parser.parseColon() || parser.getCurrentLocation(&typeLoc) ||
        parser.parseType(fnType))
      return failure();
    if (fnType.getNumInputs() != 0 || fnType.getNumResults() != 1)
      return parser.emitError(typeLoc)
             << "expected `() -> type` for stablehlo.constant";
    result.addTypes(fnType.getResults());
    return success();
  }

  SMLoc loc;
  Attribute value;
  if (parser.parseOptionalAttrDict(result.attributes) ||
      parser.getCurrentLocation(&loc) || parser.parseAttribute(value))
    return failure();
  auto elements = dyn_cast<ElementsAttr>(value);
  if (!elements)
    return parser.emitError(loc)
           << "expected a typed elements attribute (e.g. `dense<...> : "
              "tensor<...>`), but got "
           << value;
  result.getOrAddProperties<Properties>().value = elements;
  result.addTypes(elements.getType());
  return success();
}

void ConstantOp::print(OpAsmPrinter &p) {
  if (getValue().getType() != getOutput().getType()) {
    p.printGenericOp(getOperation(), /*printOpName=*/false);
    return;
  }
  p.printOptionalAttrDict((*this)->getAttrs(), /*elidedAttrs=*/{"value"});
  p << ' ';
  p.printAttribute(getValue());
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }

void ConstantOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  Type element = cast<ShapedType>(getOutput().getType()).getElementType();
  setNameFn(getOutput(), isa<IntegerType>(element) ? "c" : "cst");
}

//===----------------------------------------------------------------------===//
// RngBitGeneratorOp
//===----------------------------------------------------------------------===//

void RngBitGeneratorOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getOutputState(), "output_state");
  setNameFn(getOutput(), "output");
}

//===----------------------------------------------------------------------===//
// ReduceOp
//===----------------------------------------------------------------------===//

/// Whether `reduce` can print as `applies <op>`: the body is one commutative
/// binary stablehlo op on rank-0 tensors of the input element type, applied
/// to the block arguments in order and returned, and nothing in the body
/// carries information the compact form would drop (attributes, distinct
/// locations).
static bool isEligibleForCompactPrint(ReduceOp op) {
  if (op.getInputs().size() != 1 || op.getBody().empty())
    return false;
  Block &block = op.getBody().front();
  if (block.getNumArguments() != 2 ||
      !llvm::hasSingleElement(block.without_terminator()))
    return false;
  Operation &inner = block.front();
  if (inner.getDialect() != op->getDialect() || inner.getNumOperands() != 2 ||
      inner.getNumResults() != 1 || inner.getNumRegions() != 0 ||
      !inner.hasTrait<OpTrait::IsCommutative>() ||
      !inner.getAttrDictionary().empty() ||
      (inner.getPropertiesStorageSize() && inner.getPropertiesAsAttribute() &&
       !cast<DictionaryAttr>(inner.getPropertiesAsAttribute()).empty()))
    return false;
  auto inputType = dyn_cast<ShapedType>(op.getInputs().front().getType());
  if (!inputType)
    return false;
  Type scalar = RankedTensorType::get({}, inputType.getElementType());
  if (inner.getResult(0).getType() != scalar ||
      llvm::any_of(inner.getOperandTypes(),
                   [&](Type t) { return t != scalar; }))
    return false;
  if (!llvm::equal(block.getArguments(), inner.getOperands()))
    return false;
  auto ret = dyn_cast<ReturnOp>(block.getTerminator());
  if (!ret || ret->getNumOperands() != 1 ||
      ret->getOperand(0) != inner.getResult(0) ||
      !ret->getAttrDictionary().empty())
    return false;
  Location loc = inner.getLoc();
  return ret->getLoc() == loc && block.getArgument(0).getLoc() == loc &&
         block.getArgument(1).getLoc() == loc;
}

void ReduceOp::print(OpAsmPrinter &p) {
  p << '(';
  llvm::interleave(
      llvm::zip(getInputs(), getInitValues()), p,
      [&](auto pair) {
        p << std::get<0>(pair) << " init: " << std::get<1>(pair);
      },
      "), (");
  p << ')';
  bool compact = isEligibleForCompactPrint(*this);
  if (compact)
    p << " applies " << getBody().front().front().getName().getStringRef();
  p << " across dimensions = ";
  printDims(p, getDimensions());
  p.printOptionalAttrDict((*this)->getAttrs(), {"dimensions"});
  p << " : ";
  p.printFunctionalType(getOperandTypes(), getResultTypes());
  if (compact)
    return;
  p.printNewline();
  p << " reducer";
  Block &block = getBody().front();
  size_t n = getInputs().size();
  for (size_t i = 0; i < n && i + n < block.getNumArguments(); ++i) {
    p << '(';
    p.printRegionArgument(block.getArgument(i));
    p << ", ";
    p.printRegionArgument(block.getArgument(i + n));
    p << ") ";
  }
  p << ' ';
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

ParseResult ReduceOp::parse(OpAsmParser &parser, OperationState &result) {
  MLIRContext *ctx = parser.getContext();
  SMLoc opLoc = parser.getCurrentLocation();
  SmallVector<OpAsmParser::UnresolvedOperand> inputs, inits;
  do {
    OpAsmParser::UnresolvedOperand input, init;
    if (parser.parseLParen() || parser.parseOperand(input) ||
        parser.parseKeyword("init") || parser.parseColon() ||
        parser.parseOperand(init) || parser.parseRParen())
      return failure();
    inputs.push_back(input);
    inits.push_back(init);
  } while (succeeded(parser.parseOptionalComma()));

  std::optional<OperationName> innerName;
  SMLoc innerLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalKeyword("applies"))) {
    innerLoc = parser.getCurrentLocation();
    FailureOr<OperationName> name = parser.parseCustomOperationName();
    if (failed(name))
      return failure();
    innerName = *name;
  }

  SmallVector<int64_t> dims;
  SMLoc typeLoc;
  FunctionType fnType;
  if (parser.parseKeyword("across") || parser.parseKeyword("dimensions") ||
      parser.parseEqual() || parseDims(parser, dims) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parser.getCurrentLocation(&typeLoc) || parser.parseType(fnType))
    return failure();
  result.getOrAddProperties<Properties>().dimensions =
      DenseI64ArrayAttr::get(ctx, dims);

  size_t n = inputs.size();
  if (fnType.getNumInputs() != 2 * n)
    return parser.emitError(typeLoc)
           << "expected " << 2 * n << " operand types (inputs, then init "
           << "values), but got " << fnType.getNumInputs();
  if (parser.resolveOperands(inputs, fnType.getInputs().take_front(n), opLoc,
                             result.operands) ||
      parser.resolveOperands(inits, fnType.getInputs().drop_front(n), opLoc,
                             result.operands))
    return failure();
  result.addTypes(fnType.getResults());
  Region *body = result.addRegion();

  if (!innerName) {
    // reducer(%in0: T, %acc0: T) (%in1: U, %acc1: U) { ... }: block
    // arguments are all the input elements, then all the accumulators.
    if (parser.parseKeyword("reducer"))
      return failure();
    SmallVector<OpAsmParser::Argument> firsts, seconds;
    for (size_t i = 0; i < n; ++i) {
      OpAsmParser::Argument a, b;
      if (parser.parseLParen() || parser.parseArgument(a, /*allowType=*/true) ||
          parser.parseComma() || parser.parseArgument(b, /*allowType=*/true) ||
          parser.parseRParen())
        return failure();
      firsts.push_back(a);
      seconds.push_back(b);
    }
    llvm::append_range(firsts, seconds);
    return parser.parseRegion(*body, firsts);
  }

  // `applies <op>`: synthesize `^bb0(%a, %b): %r = <op> %a, %b; return %r`.
  if (n != 1)
    return parser.emitError(innerLoc)
           << "the `applies` form takes exactly one input";
  auto inputType = dyn_cast<ShapedType>(fnType.getInput(0));
  if (!inputType)
    return parser.emitError(typeLoc) << "expected a tensor input";
  RegisteredOperationName::lookup(innerName->getStringRef(), ctx);
  if (!innerName->isRegistered() ||
      !innerName->hasTrait<OpTrait::IsCommutative>() ||
      !innerName->hasTrait<OpTrait::NOperands<2>::Impl>() ||
      !innerName->hasTrait<OpTrait::OneResult>() ||
      !innerName->hasTrait<OpTrait::ZeroRegions>())
    return parser.emitError(innerLoc)
           << "'" << innerName->getStringRef()
           << "' cannot be used in the `applies` form of stablehlo.reduce "
              "(needs a commutative binary op without regions)";
  Location loc = parser.getEncodedSourceLoc(innerLoc);
  Type scalar = RankedTensorType::get({}, inputType.getElementType());
  OpBuilder builder(ctx);
  Block *block = builder.createBlock(body, {}, {scalar, scalar}, {loc, loc});
  OperationState innerState(loc, *innerName);
  innerState.addOperands(block->getArguments());
  innerState.addTypes(scalar);
  Operation *inner = builder.create(innerState);
  ReturnOp::create(builder, loc, inner->getResults());
  return success();
}

//===----------------------------------------------------------------------===//
// WhileOp
//===----------------------------------------------------------------------===//

void WhileOp::getAsmBlockArgumentNames(Region &region,
                                       OpAsmSetValueNameFn setNameFn) {
  // Both regions name their arguments `%iterArg...`; the names are printed
  // once, in the `(%iterArg = %init, ...)` list.
  for (BlockArgument arg : region.getArguments())
    setNameFn(arg, "iterArg");
}

void WhileOp::print(OpAsmPrinter &p) {
  p << '(';
  Block *cond = getCond().empty() ? nullptr : &getCond().front();
  for (auto [i, operand] : llvm::enumerate(getOperand())) {
    if (i)
      p << ", ";
    if (cond && i < cond->getNumArguments())
      p.printOperand(cond->getArgument(i));
    else
      p << "%iterArg_invalid" << i; // Only for IR that fails verification.
    p << " = " << operand;
  }
  p << ')';
  if (!getOperand().empty()) {
    p << " : ";
    llvm::interleaveComma(getOperand().getTypes(), p);
  }
  p.printOptionalAttrDictWithKeyword((*this)->getAttrs());
  p.printNewline();
  p << "cond ";
  p.printRegion(getCond(), /*printEntryBlockArgs=*/false);
  p << " do ";
  p.printRegion(getBody(), /*printEntryBlockArgs=*/false);
}

ParseResult WhileOp::parse(OpAsmParser &parser, OperationState &result) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<OpAsmParser::Argument> args;
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  if (parser.parseLParen())
    return failure();
  if (failed(parser.parseOptionalRParen())) {
    do {
      OpAsmParser::Argument arg;
      OpAsmParser::UnresolvedOperand operand;
      if (parser.parseArgument(arg) || parser.parseEqual() ||
          parser.parseOperand(operand))
        return failure();
      args.push_back(arg);
      operands.push_back(operand);
    } while (succeeded(parser.parseOptionalComma()));
    if (parser.parseRParen())
      return failure();
  }
  SmallVector<Type> types;
  if (!operands.empty()) {
    SMLoc typesLoc;
    if (parser.parseColon() || parser.getCurrentLocation(&typesLoc) ||
        parser.parseTypeList(types))
      return failure();
    if (types.size() != operands.size())
      return parser.emitError(typesLoc) << "expected " << operands.size()
                                        << " types, but got " << types.size();
  }
  for (auto [arg, type] : llvm::zip_equal(args, types))
    arg.type = type;
  if (parser.resolveOperands(operands, types, loc, result.operands) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  result.addTypes(types);
  Region *cond = result.addRegion();
  Region *body = result.addRegion();
  return failure(parser.parseKeyword("cond") ||
                 parser.parseRegion(*cond, args) || parser.parseKeyword("do") ||
                 parser.parseRegion(*body, args));
}

//===----------------------------------------------------------------------===//
// WhileOp
//===----------------------------------------------------------------------===//

/// The integer scalar constant `value` is, if it is one.
static std::optional<int64_t> scalarConstant(Value value) {
  DenseIntElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)) || !attr.isSplat() ||
      cast<ShapedType>(attr.getType()).getRank() != 0)
    return std::nullopt;
  return attr.getSplatValue<APInt>().getSExtValue();
}

std::optional<DotDimensionNumbersAttr>
DotGeneralOp::getDimensionNumbersThroughTranspose(unsigned index) {
  auto transpose = getOperand(index).getDefiningOp<TransposeOp>();
  if (!transpose)
    return std::nullopt;
  DotDimensionNumbersAttr numbers = getDotDimensionNumbers();
  SmallVector<int64_t> batching[2] = {
      llvm::to_vector(numbers.getLhsBatchingDimensions()),
      llvm::to_vector(numbers.getRhsBatchingDimensions())};
  SmallVector<int64_t> contracting[2] = {
      llvm::to_vector(numbers.getLhsContractingDimensions()),
      llvm::to_vector(numbers.getRhsContractingDimensions())};
  ArrayRef<int64_t> permutation = transpose.getPermutation();
  // The free dimensions come out of the product in operand order: the
  // input must hold them in the same order.
  int64_t previous = -1;
  for (auto [d, source] : llvm::enumerate(permutation)) {
    if (llvm::is_contained(batching[index], int64_t(d)) ||
        llvm::is_contained(contracting[index], int64_t(d)))
      continue;
    if (source < previous)
      return std::nullopt;
    previous = source;
  }
  for (int64_t &d : batching[index])
    d = permutation[d];
  for (int64_t &d : contracting[index])
    d = permutation[d];
  return DotDimensionNumbersAttr::get(getContext(), batching[0], batching[1],
                                      contracting[0], contracting[1]);
}

std::optional<CountedLoop> WhileOp::getCountedLoop() {
  Block &cond = getCond().front();
  auto ret = dyn_cast<ReturnOp>(cond.getTerminator());
  auto compare = ret && ret->getNumOperands() == 1
                     ? ret->getOperand(0).getDefiningOp<CompareOp>()
                     : nullptr;
  if (!compare || compare.getComparisonDirection() != ComparisonDirection::LT)
    return std::nullopt;
  auto counter = dyn_cast<BlockArgument>(compare.getLhs());
  std::optional<int64_t> bound = scalarConstant(compare.getRhs());
  if (!counter || counter.getOwner() != &cond || !bound ||
      !llvm::all_of(cond, [&](Operation &inner) {
        return &inner == compare || &inner == ret ||
               matchPattern(&inner, m_Constant());
      }))
    return std::nullopt;
  unsigned c = counter.getArgNumber();
  std::optional<int64_t> start = scalarConstant(getOperand()[c]);
  Block &body = getBody().front();
  auto next = body.getTerminator()->getOperand(c).getDefiningOp<AddOp>();
  if (!start || !next ||
      !llvm::is_contained(next->getOperands(), body.getArgument(c)))
    return std::nullopt;
  Value step =
      next.getLhs() == body.getArgument(c) ? next.getRhs() : next.getLhs();
  if (scalarConstant(step) != 1)
    return std::nullopt;
  return CountedLoop{c, *start, *bound};
}
