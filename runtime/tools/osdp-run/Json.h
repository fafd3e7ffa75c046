//===- Json.h - The JSON osdp-run reads -------------------------*- C++ -*-===//
//
// A small reader for artifact manifests: osdp-run links neither LLVM nor
// MLIR, so it cannot use their JSON library. Objects, arrays, strings
// (with escapes), numbers, booleans and null; errors carry the offset.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_RUN_JSON_H
#define OSDP_RUN_JSON_H

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace osdp::run {

class Json {
public:
  enum class Kind { Null, Bool, Number, String, Array, Object };

  Kind kind = Kind::Null;
  bool boolean = false;
  double number = 0;
  std::string string;
  std::vector<Json> array;
  std::map<std::string, Json> object;

  /// Parses `text`; on failure returns false and sets `error`.
  static bool parse(const std::string &text, Json &result, std::string &error);

  /// `text` as a JSON string literal, quoted and escaped.
  static std::string quote(const std::string &text);

  /// The member `key` of an object, or null if absent.
  const Json *find(const std::string &key) const;
  bool isNull() const { return kind == Kind::Null; }
  int64_t asInt() const { return static_cast<int64_t>(number); }
};

} // namespace osdp::run

#endif // OSDP_RUN_JSON_H
