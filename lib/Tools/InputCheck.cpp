//===- InputCheck.cpp - Reject inputs the MLIR parser would misread -------===//

#include "osdp/Tools/InputCheck.h"

#include "llvm/ADT/Twine.h"
#include "llvm/Support/ConvertUTF.h"

#include <algorithm>

using namespace llvm;

/// Prints `file:line:col: error: message` for byte offset `offset`.
static void reportAt(StringRef bufferName, StringRef contents, size_t offset,
                     const Twine &message, raw_ostream &os) {
  StringRef before = contents.take_front(offset);
  size_t line = before.count('\n') + 1;
  size_t lineStart = before.rfind('\n');
  size_t column =
      lineStart == StringRef::npos ? offset + 1 : offset - lineStart;
  os << bufferName << ":" << line << ":" << column << ": error: " << message
     << "\n";
}

/// True when `contents` holds only whitespace and `//` line comments.
static bool isBlank(StringRef contents) {
  while (!contents.empty()) {
    contents = contents.ltrim();
    if (!contents.consume_front("//"))
      return contents.empty();
    contents = contents.drop_until([](char c) { return c == '\n'; });
  }
  return true;
}

/// Brackets may nest this deep. MLIR parses, verifies and walks nested
/// regions recursively, so a pathological input thousands deep overflows
/// the stack; real programs nest a few dozen deep.
static constexpr size_t kMaxNesting = 256;

/// The offset of the first bracket (`{`, `(` or `[`, outside string
/// literals and comments) deeper than kMaxNesting, or npos.
static size_t tooDeep(StringRef contents) {
  size_t depth = 0;
  for (size_t i = 0, e = contents.size(); i < e; ++i) {
    char c = contents[i];
    if (c == '"') {
      // A string literal, its escapes included.
      for (++i; i < e && contents[i] != '"'; ++i)
        i += contents[i] == '\\';
    } else if (c == '/' && i + 1 < e && contents[i + 1] == '/') {
      i = std::min(contents.find('\n', i), e);
    } else if (c == '{' || c == '(' || c == '[') {
      if (++depth > kMaxNesting)
        return i;
    } else if ((c == '}' || c == ')' || c == ']') && depth > 0) {
      --depth;
    }
  }
  return StringRef::npos;
}

bool osdp::checkTextualInput(StringRef bufferName, StringRef contents,
                             raw_ostream &os) {
  if (contents.starts_with("ML\xEFR")) {
    reportAt(bufferName, contents, 0,
             "MLIR bytecode is not accepted: osdp reads textual StableHLO "
             "(export it with `jax.jit(f).lower(...).as_text()`)",
             os);
    return false;
  }
  if (isBlank(contents)) {
    reportAt(bufferName, contents, contents.size(),
             "the input is empty: expected a module with at least one function",
             os);
    return false;
  }
  size_t nul = contents.find('\0');
  if (nul != StringRef::npos) {
    reportAt(bufferName, contents, nul,
             "the input is binary data (NUL byte), not textual MLIR", os);
    return false;
  }
  const UTF8 *begin = reinterpret_cast<const UTF8 *>(contents.begin());
  const UTF8 *end = reinterpret_cast<const UTF8 *>(contents.end());
  const UTF8 *cursor = begin;
  while (cursor != end) {
    unsigned length = getNumBytesForUTF8(*cursor);
    if (length > size_t(end - cursor) || !isLegalUTF8Sequence(cursor, end)) {
      reportAt(bufferName, contents, cursor - begin,
               "the input is not valid UTF-8 text (binary data?)", os);
      return false;
    }
    cursor += length;
  }
  size_t deep = tooDeep(contents);
  if (deep != StringRef::npos) {
    reportAt(bufferName, contents, deep,
             Twine("the input nests brackets (regions, attributes, types) "
                   "more than ") +
                 Twine(kMaxNesting) + " deep, which osdp does not take",
             os);
    return false;
  }
  return true;
}
