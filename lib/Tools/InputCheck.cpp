//===- InputCheck.cpp - Reject inputs the MLIR parser would misread -------===//

#include "osdp/Tools/InputCheck.h"

#include "llvm/ADT/Twine.h"
#include "llvm/Support/ConvertUTF.h"

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
  return true;
}
