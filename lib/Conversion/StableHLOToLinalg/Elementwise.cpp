//===- Elementwise.cpp - stablehlo elementwise ops to linalg.generic ------===//
//
// Every elementwise op becomes one `linalg.generic` whose body computes the
// op on scalars with arith and math ops. The scalar semantics follow XLA:
// float maximum/minimum propagate NaN, integer division by zero gives -1
// (all ones) and remainder by zero the dividend, shifts by the bit width or
// more give 0 (or the sign for arithmetic shifts), float to integer
// conversions saturate and send NaN to 0.
//
//===----------------------------------------------------------------------===//

#include "Common.h"

#include "osdp/Dialect/CHLO/IR/CHLO.h"
#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
namespace shlo = osdp::stablehlo;
namespace chlo = osdp::chlo;

namespace osdp::stablehlo_to_linalg {

//===----------------------------------------------------------------------===//
// Types and small helpers
//===----------------------------------------------------------------------===//

Type signlessType(Type type) {
  if (auto intType = dyn_cast<IntegerType>(type))
    if (!intType.isSignless())
      return IntegerType::get(type.getContext(), intType.getWidth());
  return type;
}

Type elementTypeOf(Type type) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    return shaped.getElementType();
  return type;
}

bool isUnsignedType(Type type) {
  auto intType = dyn_cast<IntegerType>(elementTypeOf(type));
  return intType && intType.isUnsigned();
}

StableHLOTypeConverter::StableHLOTypeConverter() {
  addConversion([](Type type) { return type; });
  addConversion([](IntegerType type) { return signlessType(type); });
  addConversion([](RankedTensorType type) -> Type {
    return type.clone(signlessType(type.getElementType()));
  });
  auto cast = [](OpBuilder &b, Type type, ValueRange inputs,
                 Location loc) -> Value {
    return UnrealizedConversionCastOp::create(b, loc, type, inputs)
        .getResult(0);
  };
  addSourceMaterialization(cast);
  addTargetMaterialization(cast);
}

Value emptyTensor(OpBuilder &b, Location loc, RankedTensorType type) {
  return tensor::EmptyOp::create(b, loc, type.getShape(),
                                 signlessType(type.getElementType()));
}

SmallVector<utils::IteratorType> parallelIterators(unsigned n) {
  return SmallVector<utils::IteratorType>(n, utils::IteratorType::parallel);
}

Value scalarConstant(OpBuilder &b, Location loc, Type type, double value) {
  if (auto floatType = dyn_cast<FloatType>(type))
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(floatType, value));
  if (isa<IndexType>(type))
    return arith::ConstantIndexOp::create(b, loc, static_cast<int64_t>(value));
  auto intType = cast<IntegerType>(type);
  return arith::ConstantOp::create(
      b, loc,
      b.getIntegerAttr(intType,
                       APInt(intType.getWidth(), static_cast<int64_t>(value),
                             /*isSigned=*/true)));
}

static Value intConstant(OpBuilder &b, Location loc, Type type,
                         const APInt &value) {
  return arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, value));
}

Value extractScalar(OpBuilder &b, Location loc, Value tensor) {
  return tensor::ExtractOp::create(b, loc, tensor, ValueRange{});
}

Value toIndex(OpBuilder &b, Location loc, Value value, Type original) {
  if (isUnsignedType(original))
    return arith::IndexCastUIOp::create(b, loc, b.getIndexType(), value);
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), value);
}

Value clampIndex(OpBuilder &b, Location loc, Value value, int64_t lo,
                 int64_t hi) {
  Value loV = arith::ConstantIndexOp::create(b, loc, lo);
  Value hiV = arith::ConstantIndexOp::create(b, loc, hi);
  return arith::MinSIOp::create(
      b, loc, arith::MaxSIOp::create(b, loc, value, loV), hiV);
}

//===----------------------------------------------------------------------===//
// Scalar semantics
//===----------------------------------------------------------------------===//

Value emitConvert(OpBuilder &b, Location loc, Value from, Type fromOriginal,
                  Type toOriginal) {
  fromOriginal = elementTypeOf(fromOriginal);
  toOriginal = elementTypeOf(toOriginal);
  Type to = signlessType(toOriginal);
  Type fromType = from.getType();
  if (fromType == to)
    return from;
  auto fromFloat = dyn_cast<FloatType>(fromType);
  auto toFloat = dyn_cast<FloatType>(to);
  auto fromInt = dyn_cast<IntegerType>(fromType);
  auto toInt = dyn_cast<IntegerType>(to);
  bool fromUnsigned =
      isUnsignedType(fromOriginal) || (fromInt && fromInt.getWidth() == 1);

  if (fromFloat && toFloat) {
    if (fromFloat.getWidth() < toFloat.getWidth())
      return arith::ExtFOp::create(b, loc, to, from);
    return arith::TruncFOp::create(b, loc, to, from);
  }
  if (fromInt && toFloat) {
    if (fromUnsigned)
      return arith::UIToFPOp::create(b, loc, to, from);
    return arith::SIToFPOp::create(b, loc, to, from);
  }
  if (fromFloat && toInt) {
    Value zero = scalarConstant(b, loc, fromFloat, 0.0);
    if (toInt.getWidth() == 1)
      return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNE, from,
                                   zero);
    // Saturating, NaN to 0 (XLA's fptosi.sat / fptoui.sat).
    unsigned width = toInt.getWidth();
    bool toUnsigned = isUnsignedType(toOriginal);
    APInt maxInt = toUnsigned ? APInt::getMaxValue(width)
                              : APInt::getSignedMaxValue(width);
    APInt minInt = toUnsigned ? APInt::getMinValue(width)
                              : APInt::getSignedMinValue(width);
    // 2^(width) or 2^(width-1): the first float above the range.
    double upper =
        toUnsigned ? std::ldexp(1.0, width) : std::ldexp(1.0, width - 1);
    double lower = toUnsigned ? 0.0 : -std::ldexp(1.0, width - 1);
    Value converted =
        toUnsigned ? arith::FPToUIOp::create(b, loc, to, from).getResult()
                   : arith::FPToSIOp::create(b, loc, to, from).getResult();
    Value tooBig =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGE, from,
                              scalarConstant(b, loc, fromFloat, upper));
    Value tooSmall = arith::CmpFOp::create(
        b, loc,
        toUnsigned ? arith::CmpFPredicate::OLE : arith::CmpFPredicate::OLT,
        from, scalarConstant(b, loc, fromFloat, lower));
    Value isNan =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, from, from);
    Value result = arith::SelectOp::create(
        b, loc, tooBig, intConstant(b, loc, to, maxInt), converted);
    result = arith::SelectOp::create(b, loc, tooSmall,
                                     intConstant(b, loc, to, minInt), result);
    return arith::SelectOp::create(
        b, loc, isNan, intConstant(b, loc, to, APInt(width, 0)), result);
  }
  if (fromInt && toInt) {
    if (toInt.getWidth() == 1)
      return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, from,
                                   scalarConstant(b, loc, fromInt, 0));
    if (fromInt.getWidth() > toInt.getWidth())
      return arith::TruncIOp::create(b, loc, to, from);
    if (fromInt.getWidth() == toInt.getWidth())
      return from;
    if (fromUnsigned)
      return arith::ExtUIOp::create(b, loc, to, from);
    return arith::ExtSIOp::create(b, loc, to, from);
  }
  return {};
}

namespace {
/// Builds the scalar form of one elementwise op.
class ScalarEmitter {
public:
  ScalarEmitter(OpBuilder &b, Location loc, Operation *op, ValueRange args)
      : b(b), loc(loc), op(op), args(args) {
    original =
        elementTypeOf(op->getOperand(op->getNumOperands() - 1).getType());
    type = signlessType(original);
    isFloat = isa<FloatType>(type);
    isUnsigned = isUnsignedType(original) ||
                 (isa<IntegerType>(type) && type.getIntOrFloatBitWidth() == 1);
  }

  FailureOr<Value> emit();

private:
  Value cst(double v) { return scalarConstant(b, loc, type, v); }
  Value icmp(arith::CmpIPredicate p, Value x, Value y) {
    return arith::CmpIOp::create(b, loc, p, x, y);
  }
  Value fcmp(arith::CmpFPredicate p, Value x, Value y) {
    return arith::CmpFOp::create(b, loc, p, x, y);
  }
  Value sel(Value c, Value x, Value y) {
    return arith::SelectOp::create(b, loc, c, x, y);
  }
  bool isBool() const {
    return isa<IntegerType>(type) && type.getIntOrFloatBitWidth() == 1;
  }

  Value divide(bool remainder);
  Value shift(Operation *op);
  Value intPower();
  Value compare(shlo::ComparisonDirection direction,
                std::optional<shlo::ComparisonType> compareType);
  Value sign();
  Value mathUnary();
  template <typename MathOp> Value unary() {
    return MathOp::create(b, loc, args[0]).getResult();
  }

  OpBuilder &b;
  Location loc;
  Operation *op;
  ValueRange args;
  Type original, type;
  bool isFloat, isUnsigned;
};
} // namespace

Value ScalarEmitter::divide(bool remainder) {
  Value lhs = args[0], rhs = args[1];
  if (isFloat)
    return remainder ? arith::RemFOp::create(b, loc, lhs, rhs).getResult()
                     : arith::DivFOp::create(b, loc, lhs, rhs).getResult();
  unsigned width = type.getIntOrFloatBitWidth();
  Value zero = cst(0), one = cst(1);
  Value byZero = icmp(arith::CmpIPredicate::eq, rhs, zero);
  Value allOnes = intConstant(b, loc, type, APInt::getAllOnes(width));
  if (isUnsigned) {
    Value safe = sel(byZero, one, rhs);
    if (remainder)
      return sel(byZero, lhs, arith::RemUIOp::create(b, loc, lhs, safe));
    return sel(byZero, allOnes, arith::DivUIOp::create(b, loc, lhs, safe));
  }
  Value minInt = intConstant(b, loc, type, APInt::getSignedMinValue(width));
  Value overflow =
      arith::AndIOp::create(b, loc, icmp(arith::CmpIPredicate::eq, lhs, minInt),
                            icmp(arith::CmpIPredicate::eq, rhs, allOnes));
  Value safe = sel(arith::OrIOp::create(b, loc, byZero, overflow), one, rhs);
  if (remainder) {
    Value r = arith::RemSIOp::create(b, loc, lhs, safe);
    return sel(byZero, lhs, sel(overflow, zero, r));
  }
  Value q = arith::DivSIOp::create(b, loc, lhs, safe);
  return sel(byZero, allOnes, sel(overflow, minInt, q));
}

Value ScalarEmitter::shift(Operation *shiftOp) {
  Value lhs = args[0], rhs = args[1];
  unsigned width = type.getIntOrFloatBitWidth();
  Value bits = cst(width);
  Value tooFar = icmp(arith::CmpIPredicate::uge, rhs, bits);
  Value zero = cst(0);
  if (isa<shlo::ShiftLeftOp>(shiftOp))
    return sel(tooFar, zero, arith::ShLIOp::create(b, loc, lhs, rhs));
  if (isa<shlo::ShiftRightLogicalOp>(shiftOp))
    return sel(tooFar, zero, arith::ShRUIOp::create(b, loc, lhs, rhs));
  Value amount = sel(tooFar, cst(width - 1), rhs);
  return arith::ShRSIOp::create(b, loc, lhs, amount);
}

Value ScalarEmitter::intPower() {
  // Exponentiation by squaring over the bits of the exponent; negative
  // exponents give 0 but for bases 1 and -1 (XLA).
  Value base = args[0], exponent = args[1];
  unsigned width = type.getIntOrFloatBitWidth();
  Value lb = arith::ConstantIndexOp::create(b, loc, 0);
  Value ub = arith::ConstantIndexOp::create(b, loc, width);
  Value step = arith::ConstantIndexOp::create(b, loc, 1);
  Value one = cst(1);
  auto loop = scf::ForOp::create(
      b, loc, lb, ub, step, ValueRange{one, base, exponent},
      [&](OpBuilder &nb, Location nloc, Value, ValueRange iter) {
        Value acc = iter[0], pow = iter[1], e = iter[2];
        Value bit = arith::AndIOp::create(nb, nloc, e, one);
        Value odd =
            arith::CmpIOp::create(nb, nloc, arith::CmpIPredicate::ne, bit,
                                  scalarConstant(nb, nloc, type, 0));
        Value mul = arith::MulIOp::create(nb, nloc, acc, pow);
        Value nextAcc = arith::SelectOp::create(nb, nloc, odd, mul, acc);
        Value nextPow = arith::MulIOp::create(nb, nloc, pow, pow);
        Value nextE = arith::ShRUIOp::create(nb, nloc, e, one);
        scf::YieldOp::create(nb, nloc, ValueRange{nextAcc, nextPow, nextE});
      });
  Value result = loop.getResult(0);
  if (isUnsigned)
    return result;
  Value zero = cst(0), minusOne = cst(-1);
  Value negative = icmp(arith::CmpIPredicate::slt, exponent, zero);
  Value odd = icmp(arith::CmpIPredicate::ne,
                   arith::AndIOp::create(b, loc, exponent, one), zero);
  Value forMinusOne = sel(odd, minusOne, one);
  Value negResult = sel(
      icmp(arith::CmpIPredicate::eq, base, one), one,
      sel(icmp(arith::CmpIPredicate::eq, base, minusOne), forMinusOne, zero));
  return sel(negative, negResult, result);
}

Value ScalarEmitter::compare(shlo::ComparisonDirection direction,
                             std::optional<shlo::ComparisonType> compareType) {
  using D = shlo::ComparisonDirection;
  Value lhs = args[0], rhs = args[1];
  shlo::ComparisonType kind =
      compareType && *compareType != shlo::ComparisonType::NOTYPE
          ? *compareType
          : (isFloat ? shlo::ComparisonType::FLOAT
                     : (isUnsigned ? shlo::ComparisonType::UNSIGNED
                                   : shlo::ComparisonType::SIGNED));
  if (isFloat && kind == shlo::ComparisonType::TOTALORDER) {
    // Order the bit patterns: flip the magnitude bits of negative numbers
    // so that signed integer order is the total order of floats.
    unsigned width = type.getIntOrFloatBitWidth();
    Type intType = b.getIntegerType(width);
    auto key = [&](Value x) -> Value {
      Value bitsV = arith::BitcastOp::create(b, loc, intType, x);
      Value signs = arith::ShRSIOp::create(
          b, loc, bitsV, scalarConstant(b, loc, intType, width - 1));
      Value mask = arith::AndIOp::create(
          b, loc, signs,
          intConstant(b, loc, intType, APInt::getSignedMaxValue(width)));
      return arith::XOrIOp::create(b, loc, bitsV, mask);
    };
    lhs = key(lhs);
    rhs = key(rhs);
    kind = shlo::ComparisonType::SIGNED;
  } else if (isFloat) {
    arith::CmpFPredicate p = arith::CmpFPredicate::OEQ;
    switch (direction) {
    case D::EQ:
      p = arith::CmpFPredicate::OEQ;
      break;
    case D::NE:
      p = arith::CmpFPredicate::UNE;
      break;
    case D::GE:
      p = arith::CmpFPredicate::OGE;
      break;
    case D::GT:
      p = arith::CmpFPredicate::OGT;
      break;
    case D::LE:
      p = arith::CmpFPredicate::OLE;
      break;
    case D::LT:
      p = arith::CmpFPredicate::OLT;
      break;
    }
    return fcmp(p, lhs, rhs);
  }
  bool isSigned = kind == shlo::ComparisonType::SIGNED;
  arith::CmpIPredicate p = arith::CmpIPredicate::eq;
  switch (direction) {
  case D::EQ:
    p = arith::CmpIPredicate::eq;
    break;
  case D::NE:
    p = arith::CmpIPredicate::ne;
    break;
  case D::GE:
    p = isSigned ? arith::CmpIPredicate::sge : arith::CmpIPredicate::uge;
    break;
  case D::GT:
    p = isSigned ? arith::CmpIPredicate::sgt : arith::CmpIPredicate::ugt;
    break;
  case D::LE:
    p = isSigned ? arith::CmpIPredicate::sle : arith::CmpIPredicate::ule;
    break;
  case D::LT:
    p = isSigned ? arith::CmpIPredicate::slt : arith::CmpIPredicate::ult;
    break;
  }
  return icmp(p, lhs, rhs);
}

Value ScalarEmitter::sign() {
  Value x = args[0];
  if (isFloat) {
    // NaN and +-0 are their own sign.
    Value one =
        sel(fcmp(arith::CmpFPredicate::OGT, x, cst(0.0)), cst(1.0), cst(-1.0));
    return sel(fcmp(arith::CmpFPredicate::UEQ, x, cst(0.0)), x, one);
  }
  Value zero = cst(0);
  if (isUnsigned)
    return sel(icmp(arith::CmpIPredicate::ne, x, zero), cst(1), zero);
  return sel(icmp(arith::CmpIPredicate::sgt, x, zero), cst(1),
             sel(icmp(arith::CmpIPredicate::slt, x, zero), cst(-1), zero));
}

Value ScalarEmitter::mathUnary() {
  if (!isFloat || args.size() != 1)
    return {};
  return llvm::TypeSwitch<Operation *, Value>(op)
      .Case<shlo::ExpOp>([&](auto) { return unary<math::ExpOp>(); })
      .Case<shlo::Expm1Op>([&](auto) { return unary<math::ExpM1Op>(); })
      .Case<shlo::LogOp>([&](auto) { return unary<math::LogOp>(); })
      .Case<shlo::Log1pOp>([&](auto) { return unary<math::Log1pOp>(); })
      .Case<shlo::SqrtOp>([&](auto) { return unary<math::SqrtOp>(); })
      .Case<shlo::RsqrtOp>([&](auto) { return unary<math::RsqrtOp>(); })
      .Case<shlo::CbrtOp>([&](auto) { return unary<math::CbrtOp>(); })
      .Case<shlo::TanhOp>([&](auto) { return unary<math::TanhOp>(); })
      .Case<shlo::SineOp>([&](auto) { return unary<math::SinOp>(); })
      .Case<shlo::CosineOp>([&](auto) { return unary<math::CosOp>(); })
      .Case<shlo::TanOp>([&](auto) { return unary<math::TanOp>(); })
      .Case<shlo::FloorOp>([&](auto) { return unary<math::FloorOp>(); })
      .Case<shlo::CeilOp>([&](auto) { return unary<math::CeilOp>(); })
      .Case<shlo::RoundOp>([&](auto) { return unary<math::RoundOp>(); })
      .Case<shlo::RoundNearestEvenOp>(
          [&](auto) { return unary<math::RoundEvenOp>(); })
      .Case<chlo::ErfOp>([&](auto) { return unary<math::ErfOp>(); })
      .Case<chlo::ErfcOp>([&](auto) { return unary<math::ErfcOp>(); })
      .Case<chlo::TanOp>([&](auto) { return unary<math::TanOp>(); })
      .Case<chlo::SinhOp>([&](auto) { return unary<math::SinhOp>(); })
      .Case<chlo::CoshOp>([&](auto) { return unary<math::CoshOp>(); })
      .Case<chlo::AsinOp>([&](auto) { return unary<math::AsinOp>(); })
      .Case<chlo::AcosOp>([&](auto) { return unary<math::AcosOp>(); })
      .Case<chlo::AtanOp>([&](auto) { return unary<math::AtanOp>(); })
      .Case<chlo::AsinhOp>([&](auto) { return unary<math::AsinhOp>(); })
      .Case<chlo::AcoshOp>([&](auto) { return unary<math::AcoshOp>(); })
      .Case<chlo::AtanhOp>([&](auto) { return unary<math::AtanhOp>(); })
      .Default([](Operation *) { return Value(); });
}

FailureOr<Value> ScalarEmitter::emit() {
  Type resultOriginal = elementTypeOf(op->getResult(0).getType());
  // Ops defined on floats only: math ops.
  auto floatOnly = [&](auto build) -> Value {
    if (!isFloat)
      return {};
    return build();
  };
  auto binary = [&](auto floatBuild, auto intBuild) -> Value {
    if (isFloat)
      return floatBuild();
    return intBuild();
  };
  Value x = args.empty() ? Value() : args[0];
  Value y = args.size() > 1 ? args[1] : Value();
  Value result =
      llvm::TypeSwitch<Operation *, Value>(op)
          .Case<shlo::AddOp>([&](auto) {
            if (isBool())
              return arith::OrIOp::create(b, loc, x, y).getResult();
            return binary(
                [&] { return arith::AddFOp::create(b, loc, x, y).getResult(); },
                [&] {
                  return arith::AddIOp::create(b, loc, x, y).getResult();
                });
          })
          .Case<shlo::SubtractOp>([&](auto) {
            return binary(
                [&] { return arith::SubFOp::create(b, loc, x, y).getResult(); },
                [&] {
                  return arith::SubIOp::create(b, loc, x, y).getResult();
                });
          })
          .Case<shlo::MulOp>([&](auto) {
            if (isBool())
              return arith::AndIOp::create(b, loc, x, y).getResult();
            return binary(
                [&] { return arith::MulFOp::create(b, loc, x, y).getResult(); },
                [&] {
                  return arith::MulIOp::create(b, loc, x, y).getResult();
                });
          })
          .Case<shlo::DivOp>([&](auto) { return divide(false); })
          .Case<shlo::RemOp>([&](auto) { return divide(true); })
          .Case<shlo::MaxOp>([&](auto) -> Value {
            if (isFloat)
              return arith::MaximumFOp::create(b, loc, x, y);
            if (isUnsigned)
              return arith::MaxUIOp::create(b, loc, x, y);
            return arith::MaxSIOp::create(b, loc, x, y);
          })
          .Case<shlo::MinOp>([&](auto) -> Value {
            if (isFloat)
              return arith::MinimumFOp::create(b, loc, x, y);
            if (isUnsigned)
              return arith::MinUIOp::create(b, loc, x, y);
            return arith::MinSIOp::create(b, loc, x, y);
          })
          .Case<shlo::PowOp>([&](auto) -> Value {
            if (isFloat)
              return math::PowFOp::create(b, loc, x, y);
            return intPower();
          })
          .Case<shlo::Atan2Op>([&](auto) {
            return floatOnly([&] {
              return math::Atan2Op::create(b, loc, x, y).getResult();
            });
          })
          .Case<shlo::AndOp>([&](auto) {
            return arith::AndIOp::create(b, loc, x, y).getResult();
          })
          .Case<shlo::OrOp>([&](auto) {
            return arith::OrIOp::create(b, loc, x, y).getResult();
          })
          .Case<shlo::XorOp>([&](auto) {
            return arith::XOrIOp::create(b, loc, x, y).getResult();
          })
          .Case<shlo::NotOp>([&](auto) {
            return arith::XOrIOp::create(
                       b, loc, x,
                       intConstant(
                           b, loc, type,
                           APInt::getAllOnes(type.getIntOrFloatBitWidth())))
                .getResult();
          })
          .Case<shlo::ShiftLeftOp, shlo::ShiftRightArithmeticOp,
                shlo::ShiftRightLogicalOp>(
              [&](Operation *s) { return shift(s); })
          .Case<shlo::NegOp>([&](auto) {
            return binary(
                [&] { return arith::NegFOp::create(b, loc, x).getResult(); },
                [&] {
                  return arith::SubIOp::create(b, loc, cst(0), x).getResult();
                });
          })
          .Case<shlo::AbsOp>([&](auto) {
            return binary(
                [&] { return math::AbsFOp::create(b, loc, x).getResult(); },
                [&] { return math::AbsIOp::create(b, loc, x).getResult(); });
          })
          .Case<shlo::SignOp>([&](auto) { return sign(); })
          .Case<shlo::LogisticOp>([&](auto) {
            return floatOnly([&] {
              Value e =
                  math::ExpOp::create(b, loc, arith::NegFOp::create(b, loc, x));
              Value d = arith::AddFOp::create(b, loc, cst(1.0), e);
              return arith::DivFOp::create(b, loc, cst(1.0), d).getResult();
            });
          })
          .Case<chlo::SquareOp>([&](auto) {
            return binary(
                [&] { return arith::MulFOp::create(b, loc, x, x).getResult(); },
                [&] {
                  return arith::MulIOp::create(b, loc, x, x).getResult();
                });
          })
          .Case<shlo::IsFiniteOp>([&](auto) {
            Value a = math::AbsFOp::create(b, loc, x);
            return fcmp(arith::CmpFPredicate::ONE, a,
                        cst(std::numeric_limits<double>::infinity()));
          })
          .Case<chlo::IsInfOp>([&](auto) {
            Value a = math::AbsFOp::create(b, loc, x);
            return fcmp(arith::CmpFPredicate::OEQ, a,
                        cst(std::numeric_limits<double>::infinity()));
          })
          .Case<chlo::IsPosInfOp>([&](auto) {
            return fcmp(arith::CmpFPredicate::OEQ, x,
                        cst(std::numeric_limits<double>::infinity()));
          })
          .Case<chlo::IsNegInfOp>([&](auto) {
            return fcmp(arith::CmpFPredicate::OEQ, x,
                        cst(-std::numeric_limits<double>::infinity()));
          })
          .Case<shlo::PopulationCountOp>([&](auto) {
            return math::CtPopOp::create(b, loc, x).getResult();
          })
          .Case<shlo::ClzOp>([&](auto) {
            return math::CountLeadingZerosOp::create(b, loc, x).getResult();
          })
          .Case<shlo::CompareOp>([&](shlo::CompareOp c) {
            return compare(c.getComparisonDirection(), c.getCompareType());
          })
          .Case<shlo::SelectOp>([&](auto) {
            return arith::SelectOp::create(b, loc, args[0], args[1], args[2])
                .getResult();
          })
          .Case<shlo::ClampOp>([&](auto) -> Value {
            Value lo = args[0], v = args[1], hi = args[2];
            if (isFloat)
              return arith::MinimumFOp::create(
                  b, loc, arith::MaximumFOp::create(b, loc, v, lo), hi);
            if (isUnsigned)
              return arith::MinUIOp::create(
                  b, loc, arith::MaxUIOp::create(b, loc, v, lo), hi);
            return arith::MinSIOp::create(
                b, loc, arith::MaxSIOp::create(b, loc, v, lo), hi);
          })
          .Case<shlo::ConvertOp>([&](auto) {
            return emitConvert(b, loc, x, original, resultOriginal);
          })
          .Case<shlo::BitcastConvertOp>([&](auto) -> Value {
            Type to = signlessType(resultOriginal);
            if (to.getIntOrFloatBitWidth() != type.getIntOrFloatBitWidth())
              return {};
            if (to == type)
              return x;
            return arith::BitcastOp::create(b, loc, to, x);
          })
          .Default([&](Operation *) { return mathUnary(); });
  if (!result)
    return failure();
  return result;
}

FailureOr<Value> emitScalarOp(OpBuilder &b, Location loc, Operation *op,
                              ValueRange args) {
  if (op->getNumResults() != 1)
    return failure();
  // Complex numbers have no lowering yet.
  auto isComplex = [](Type type) {
    return isa<ComplexType>(elementTypeOf(type));
  };
  if (llvm::any_of(op->getOperandTypes(), isComplex) ||
      isComplex(op->getResult(0).getType()))
    return failure();
  return ScalarEmitter(b, loc, op, args).emit();
}

LogicalResult emitScalarRegion(OpBuilder &b, Region &region, ValueRange args,
                               SmallVectorImpl<Value> &results) {
  if (!region.hasOneBlock())
    return failure();
  Block &block = region.front();
  if (block.getNumArguments() != args.size())
    return failure();
  IRMapping map;
  for (auto [arg, value] : llvm::zip(block.getArguments(), args))
    map.map(arg, value);
  for (Operation &op : block) {
    Location loc = op.getLoc();
    if (auto ret = dyn_cast<shlo::ReturnOp>(op)) {
      for (Value v : ret.getOperands())
        results.push_back(map.lookup(v));
      return success();
    }
    if (auto constant = dyn_cast<shlo::ConstantOp>(op)) {
      auto value = dyn_cast<DenseElementsAttr>(constant.getValue());
      if (!value || !value.isSplat())
        return failure();
      Type type = signlessType(value.getElementType());
      Attribute scalar = value.getSplatValue<Attribute>();
      if (auto intAttr = dyn_cast<IntegerAttr>(scalar))
        scalar = IntegerAttr::get(type, intAttr.getValue());
      map.map(constant.getResult(),
              arith::ConstantOp::create(b, loc, cast<TypedAttr>(scalar)));
      continue;
    }
    SmallVector<Value> operands;
    for (Value v : op.getOperands()) {
      Value mapped = map.lookupOrNull(v);
      if (!mapped || !cast<ShapedType>(v.getType()).hasRank() ||
          cast<ShapedType>(v.getType()).getRank() != 0)
        return failure();
      operands.push_back(mapped);
    }
    FailureOr<Value> result = emitScalarOp(b, loc, &op, operands);
    if (failed(result))
      return failure();
    map.map(op.getResult(0), *result);
  }
  return failure();
}

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

namespace {
/// One `linalg.generic` over the result's shape; 0-d operands (the scalar
/// bounds of clamp, the scalar predicate of select) are broadcast.
template <typename OpTy>
struct ElementwiseToGeneric : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto resultType = dyn_cast_or_null<RankedTensorType>(
        this->getTypeConverter()->convertType(op->getResult(0).getType()));
    if (!resultType || !resultType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "needs a static shape");
    Location loc = op.getLoc();
    int64_t rank = resultType.getRank();
    MLIRContext *ctx = op.getContext();
    SmallVector<Value> inputs(adaptor.getOperands());
    SmallVector<AffineMap> maps;
    for (Value input : inputs) {
      auto type = cast<RankedTensorType>(input.getType());
      if (type.getRank() == rank)
        maps.push_back(AffineMap::getMultiDimIdentityMap(rank, ctx));
      else if (type.getRank() == 0)
        maps.push_back(AffineMap::get(rank, 0, {}, ctx));
      else
        return rewriter.notifyMatchFailure(op, "operand rank");
    }
    maps.push_back(AffineMap::getMultiDimIdentityMap(rank, ctx));
    Value init = emptyTensor(rewriter, loc, resultType);
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{resultType}, inputs, ValueRange{init}, maps,
        parallelIterators(rank));
    SmallVector<Type> argTypes;
    SmallVector<Location> argLocs;
    for (Value v : generic->getOperands()) {
      argTypes.push_back(cast<ShapedType>(v.getType()).getElementType());
      argLocs.push_back(loc);
    }
    Block *block =
        rewriter.createBlock(&generic.getRegion(), {}, argTypes, argLocs);
    rewriter.setInsertionPointToStart(block);
    FailureOr<Value> result =
        emitScalarOp(rewriter, loc, op, block->getArguments().drop_back());
    if (failed(result)) {
      rewriter.eraseOp(generic);
      return rewriter.notifyMatchFailure(op, "no scalar form");
    }
    linalg::YieldOp::create(rewriter, loc, *result);
    // A sum over microbatches stays stored (osdp-fuse-elementwise).
    if (op->hasAttr(OSDPDialect::kMicrobatchSumAttrName))
      generic->setAttr(OSDPDialect::kMicrobatchSumAttrName,
                       rewriter.getUnitAttr());
    rewriter.replaceOp(op, generic.getResults());
    return success();
  }
};
} // namespace

void populateElementwisePatterns(const TypeConverter &converter,
                                 RewritePatternSet &patterns) {
  patterns.add<
      ElementwiseToGeneric<shlo::AddOp>, ElementwiseToGeneric<shlo::SubtractOp>,
      ElementwiseToGeneric<shlo::MulOp>, ElementwiseToGeneric<shlo::DivOp>,
      ElementwiseToGeneric<shlo::RemOp>, ElementwiseToGeneric<shlo::MaxOp>,
      ElementwiseToGeneric<shlo::MinOp>, ElementwiseToGeneric<shlo::PowOp>,
      ElementwiseToGeneric<shlo::Atan2Op>, ElementwiseToGeneric<shlo::AndOp>,
      ElementwiseToGeneric<shlo::OrOp>, ElementwiseToGeneric<shlo::XorOp>,
      ElementwiseToGeneric<shlo::NotOp>,
      ElementwiseToGeneric<shlo::ShiftLeftOp>,
      ElementwiseToGeneric<shlo::ShiftRightArithmeticOp>,
      ElementwiseToGeneric<shlo::ShiftRightLogicalOp>,
      ElementwiseToGeneric<shlo::NegOp>, ElementwiseToGeneric<shlo::AbsOp>,
      ElementwiseToGeneric<shlo::SignOp>, ElementwiseToGeneric<shlo::ExpOp>,
      ElementwiseToGeneric<shlo::Expm1Op>, ElementwiseToGeneric<shlo::LogOp>,
      ElementwiseToGeneric<shlo::Log1pOp>,
      ElementwiseToGeneric<shlo::LogisticOp>,
      ElementwiseToGeneric<shlo::SqrtOp>, ElementwiseToGeneric<shlo::RsqrtOp>,
      ElementwiseToGeneric<shlo::CbrtOp>, ElementwiseToGeneric<shlo::TanhOp>,
      ElementwiseToGeneric<shlo::SineOp>, ElementwiseToGeneric<shlo::CosineOp>,
      ElementwiseToGeneric<shlo::TanOp>, ElementwiseToGeneric<shlo::FloorOp>,
      ElementwiseToGeneric<shlo::CeilOp>, ElementwiseToGeneric<shlo::RoundOp>,
      ElementwiseToGeneric<shlo::RoundNearestEvenOp>,
      ElementwiseToGeneric<shlo::IsFiniteOp>,
      ElementwiseToGeneric<shlo::PopulationCountOp>,
      ElementwiseToGeneric<shlo::ClzOp>, ElementwiseToGeneric<shlo::CompareOp>,
      ElementwiseToGeneric<shlo::SelectOp>, ElementwiseToGeneric<shlo::ClampOp>,
      ElementwiseToGeneric<shlo::ConvertOp>,
      ElementwiseToGeneric<shlo::BitcastConvertOp>,
      ElementwiseToGeneric<chlo::SquareOp>, ElementwiseToGeneric<chlo::ErfOp>,
      ElementwiseToGeneric<chlo::ErfcOp>, ElementwiseToGeneric<chlo::TanOp>,
      ElementwiseToGeneric<chlo::SinhOp>, ElementwiseToGeneric<chlo::CoshOp>,
      ElementwiseToGeneric<chlo::AsinOp>, ElementwiseToGeneric<chlo::AcosOp>,
      ElementwiseToGeneric<chlo::AtanOp>, ElementwiseToGeneric<chlo::AsinhOp>,
      ElementwiseToGeneric<chlo::AcoshOp>, ElementwiseToGeneric<chlo::AtanhOp>,
      ElementwiseToGeneric<chlo::IsInfOp>,
      ElementwiseToGeneric<chlo::IsPosInfOp>,
      ElementwiseToGeneric<chlo::IsNegInfOp>>(converter, patterns.getContext());
}

} // namespace osdp::stablehlo_to_linalg
