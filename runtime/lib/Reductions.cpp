//===- Reductions.cpp - MPI types and reductions of each element type -----===//
//
// MPI reduces the standard types with its built-in operations. f16 and bf16
// travel as 16-bit integers and reduce with the runtime's own operations,
// which compute in float and round back to nearest even (every step of the
// reduction rounds, as a reduction in the narrow type does). pred is one
// byte reduced logically: sum and max are or, prod and min are and.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <cmath>
#include <cstring>

using namespace osdp::rt;

//===----------------------------------------------------------------------===//
// f16 and bf16 conversions
//===----------------------------------------------------------------------===//

static uint32_t floatBits(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

static float bitsFloat(uint32_t bits) {
  float value;
  std::memcpy(&value, &bits, sizeof(value));
  return value;
}

float osdp::rt::halfToFloat(uint16_t bits) {
  uint32_t sign = uint32_t(bits & 0x8000) << 16;
  uint32_t exponent = (bits >> 10) & 0x1F;
  uint32_t mantissa = bits & 0x3FF;
  if (exponent == 0) { // zero or subnormal: mantissa * 2^-24, exact
    float magnitude = std::ldexp(float(mantissa), -24);
    return sign ? -magnitude : magnitude;
  }
  if (exponent == 0x1F) // infinity or NaN (payload kept)
    return bitsFloat(sign | 0x7F800000 | (mantissa << 13));
  return bitsFloat(sign | ((exponent - 15 + 127) << 23) | (mantissa << 13));
}

uint16_t osdp::rt::floatToHalf(float value) {
  uint32_t bits = floatBits(value);
  uint16_t sign = uint16_t((bits >> 16) & 0x8000);
  uint32_t magnitude = bits & 0x7FFFFFFF;
  if (magnitude >= 0x7F800000) { // infinity or NaN (kept quiet)
    if (magnitude == 0x7F800000)
      return sign | 0x7C00;
    return sign | 0x7E00 | uint16_t((magnitude & 0x7FFFFF) >> 13);
  }
  // 65520 and above round to infinity (65504 is the largest half).
  if (magnitude >= 0x477FF000)
    return sign | 0x7C00;
  uint32_t exponent = magnitude >> 23;
  if (exponent < 113) { // below 2^-14: a half subnormal (or zero)
    if (exponent == 0)
      return sign; // float subnormals are far below half's smallest value
    uint32_t mantissa = (magnitude & 0x7FFFFF) | 0x800000;
    // The value is mantissa * 2^(exponent - 150); in units of 2^-24 that is
    // mantissa >> (126 - exponent).
    uint32_t shift = 126 - exponent;
    if (shift > 31)
      return sign;
    uint32_t result = mantissa >> shift;
    uint32_t rest = mantissa & ((1u << shift) - 1);
    uint32_t half = 1u << (shift - 1);
    if (rest > half || (rest == half && (result & 1)))
      ++result; // may carry into the smallest normal, which is right
    return sign | uint16_t(result);
  }
  uint32_t result = ((exponent - 127 + 15) << 10) | ((magnitude >> 13) & 0x3FF);
  uint32_t rest = magnitude & 0x1FFF;
  if (rest > 0x1000 || (rest == 0x1000 && (result & 1)))
    ++result; // a carry into the exponent is right
  return sign | uint16_t(result);
}

float osdp::rt::bf16ToFloat(uint16_t bits) {
  return bitsFloat(uint32_t(bits) << 16);
}

uint16_t osdp::rt::floatToBf16(float value) {
  uint32_t bits = floatBits(value);
  if ((bits & 0x7FFFFFFF) > 0x7F800000) // NaN: keep it a (quiet) NaN
    return uint16_t((bits >> 16) | 0x40);
  uint32_t bias = 0x7FFF + ((bits >> 16) & 1);
  return uint16_t((bits + bias) >> 16);
}

//===----------------------------------------------------------------------===//
// The runtime's MPI operations on f16 and bf16
//===----------------------------------------------------------------------===//

namespace {
struct Half {
  static float load(uint16_t bits) { return halfToFloat(bits); }
  static uint16_t store(float value) { return floatToHalf(value); }
};
struct BFloat16 {
  static float load(uint16_t bits) { return bf16ToFloat(bits); }
  static uint16_t store(float value) { return floatToBf16(value); }
};

struct Sum {
  static float apply(float a, float b) { return a + b; }
};
struct Prod {
  static float apply(float a, float b) { return a * b; }
};
// min and max propagate NaN, as XLA's do.
struct Min {
  static float apply(float a, float b) {
    return std::isnan(a) || std::isnan(b) ? a + b : (b < a ? b : a);
  }
};
struct Max {
  static float apply(float a, float b) {
    return std::isnan(a) || std::isnan(b) ? a + b : (b > a ? b : a);
  }
};
} // namespace

/// inout[i] = in[i] op inout[i], as MPI_User_function asks.
template <typename Format, typename Op>
static void reduce16(void *in, void *inout, int *length, MPI_Datatype *) {
  const auto *a = static_cast<const uint16_t *>(in);
  auto *b = static_cast<uint16_t *>(inout);
  for (int i = 0, e = *length; i < e; ++i)
    b[i] = Format::store(Op::apply(Format::load(a[i]), Format::load(b[i])));
}

namespace {
/// The runtime's operations, created on first use: [format][kind] for the
/// formats f16, bf16 and the kinds sum, prod, min, max.
struct OwnOps {
  MPI_Op ops[2][4];
  bool created = false;
};
} // namespace

static OwnOps &ownOps() {
  static OwnOps o;
  return o;
}

static MPI_Op ownOp(int32_t dtype, int32_t kind, const char *call) {
  OwnOps &o = ownOps();
  if (!o.created) {
    MPI_User_function *functions[2][4] = {
        {reduce16<Half, Sum>, reduce16<Half, Prod>, reduce16<Half, Min>,
         reduce16<Half, Max>},
        {reduce16<BFloat16, Sum>, reduce16<BFloat16, Prod>,
         reduce16<BFloat16, Min>, reduce16<BFloat16, Max>}};
    for (int format = 0; format < 2; ++format)
      for (int k = 0; k < 4; ++k)
        checkMpi(MPI_Op_create(functions[format][k], /*commute=*/1,
                               &o.ops[format][k]),
                 call, "MPI_Op_create");
    o.created = true;
  }
  return o.ops[dtype == OSDP_RT_BF16 ? 1 : 0][kind];
}

void osdp::rt::freeReductionOps() {
  OwnOps &o = ownOps();
  if (!o.created)
    return;
  for (auto &format : o.ops)
    for (MPI_Op &op : format)
      MPI_Op_free(&op);
  o.created = false;
}

//===----------------------------------------------------------------------===//
// Types and operations by dtype
//===----------------------------------------------------------------------===//

static const char *dtypeName(int32_t dtype) {
  static const char *names[] = {"f32", "f64", "f16", "bf16", "i8",
                                "i16", "i32", "i64", "u8",   "u16",
                                "u32", "u64", "pred"};
  return dtype >= 0 && dtype <= OSDP_RT_PRED ? names[dtype] : "?";
}

static const char *kindName(int32_t kind) {
  static const char *names[] = {"sum", "prod", "min", "max",
                                "and", "or",   "xor"};
  return kind >= 0 && kind <= OSDP_RT_XOR ? names[kind] : "?";
}

size_t osdp::rt::elementSize(int32_t dtype, const char *call) {
  size_t bytes = osdp_rt_dtype_bytes(dtype);
  if (bytes == 0)
    fatal(call, "unknown element type %d", int(dtype));
  return bytes;
}

MPI_Datatype osdp::rt::mpiType(int32_t dtype) {
  switch (dtype) {
  case OSDP_RT_F32:
    return MPI_FLOAT;
  case OSDP_RT_F64:
    return MPI_DOUBLE;
  case OSDP_RT_F16:
  case OSDP_RT_BF16:
  case OSDP_RT_U16:
    return MPI_UINT16_T;
  case OSDP_RT_I8:
    return MPI_INT8_T;
  case OSDP_RT_I16:
    return MPI_INT16_T;
  case OSDP_RT_I32:
    return MPI_INT32_T;
  case OSDP_RT_I64:
    return MPI_INT64_T;
  case OSDP_RT_U8:
  case OSDP_RT_PRED:
    return MPI_UINT8_T;
  case OSDP_RT_U32:
    return MPI_UINT32_T;
  case OSDP_RT_U64:
    return MPI_UINT64_T;
  default:
    return MPI_DATATYPE_NULL;
  }
}

MPI_Op osdp::rt::mpiOp(int32_t dtype, int32_t kind, const char *call) {
  elementSize(dtype, call); // rejects unknown types
  if (kind < OSDP_RT_SUM || kind > OSDP_RT_XOR)
    fatal(call, "unknown reduction kind %d", int(kind));
  if (dtype == OSDP_RT_PRED) {
    static const MPI_Op logical[] = {MPI_LOR,  MPI_LAND, MPI_LAND, MPI_LOR,
                                     MPI_LAND, MPI_LOR,  MPI_LXOR};
    return logical[kind];
  }
  bool isFloat = dtype == OSDP_RT_F32 || dtype == OSDP_RT_F64 ||
                 dtype == OSDP_RT_F16 || dtype == OSDP_RT_BF16;
  if (isFloat && kind >= OSDP_RT_AND)
    fatal(call, "reduction %s does not apply to %s", kindName(kind),
          dtypeName(dtype));
  if (dtype == OSDP_RT_F16 || dtype == OSDP_RT_BF16)
    return ownOp(dtype, kind, call);
  static const MPI_Op builtin[] = {MPI_SUM,  MPI_PROD, MPI_MIN, MPI_MAX,
                                   MPI_BAND, MPI_BOR,  MPI_BXOR};
  return builtin[kind];
}
