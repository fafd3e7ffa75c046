//===- Json.cpp - The JSON osdp-run reads ---------------------------------===//

#include "Json.h"

#include <cctype>
#include <cstdlib>

using namespace osdp::run;

namespace {

class Parser {
public:
  explicit Parser(const std::string &text) : text(text) {}

  bool parseDocument(Json &result, std::string &error) {
    if (!parseValue(result) || (skipSpace(), pos != text.size())) {
      error = (message.empty() ? "unexpected trailing characters" : message) +
              " at offset " + std::to_string(pos);
      return false;
    }
    return true;
  }

private:
  bool fail(const char *what) {
    if (message.empty())
      message = what;
    return false;
  }
  void skipSpace() {
    while (pos < text.size() && std::isspace((unsigned char)text[pos]))
      ++pos;
  }
  bool consume(char c) {
    skipSpace();
    if (pos < text.size() && text[pos] == c) {
      ++pos;
      return true;
    }
    return false;
  }
  bool consumeWord(const char *word) {
    std::string w(word);
    if (text.compare(pos, w.size(), w) != 0)
      return false;
    pos += w.size();
    return true;
  }

  bool parseValue(Json &value) {
    skipSpace();
    if (pos >= text.size())
      return fail("unexpected end of input");
    char c = text[pos];
    if (c == '{')
      return parseObject(value);
    if (c == '[')
      return parseArray(value);
    if (c == '"') {
      value.kind = Json::Kind::String;
      return parseString(value.string);
    }
    if (consumeWord("true") || consumeWord("false")) {
      value.kind = Json::Kind::Bool;
      value.boolean = text[pos - 1] == 'e' && text[pos - 2] == 'u';
      return true;
    }
    if (consumeWord("null")) {
      value.kind = Json::Kind::Null;
      return true;
    }
    return parseNumber(value);
  }

  bool parseNumber(Json &value) {
    const char *begin = text.c_str() + pos;
    char *end = nullptr;
    value.number = std::strtod(begin, &end);
    if (end == begin)
      return fail("expected a value");
    value.kind = Json::Kind::Number;
    pos += end - begin;
    return true;
  }

  bool parseString(std::string &out) {
    ++pos; // The opening quote.
    while (pos < text.size() && text[pos] != '"') {
      char c = text[pos++];
      if (c != '\\') {
        out += c;
        continue;
      }
      if (pos >= text.size())
        return fail("unterminated escape");
      char e = text[pos++];
      switch (e) {
      case 'n':
        out += '\n';
        break;
      case 't':
        out += '\t';
        break;
      case 'r':
        out += '\r';
        break;
      case 'b':
        out += '\b';
        break;
      case 'f':
        out += '\f';
        break;
      case 'u': {
        if (pos + 4 > text.size())
          return fail("truncated \\u escape");
        unsigned code = std::strtoul(text.substr(pos, 4).c_str(), nullptr, 16);
        pos += 4;
        // Manifests hold ASCII names; other code points are kept as UTF-8.
        if (code < 0x80) {
          out += static_cast<char>(code);
        } else if (code < 0x800) {
          out += static_cast<char>(0xC0 | (code >> 6));
          out += static_cast<char>(0x80 | (code & 0x3F));
        } else {
          out += static_cast<char>(0xE0 | (code >> 12));
          out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
          out += static_cast<char>(0x80 | (code & 0x3F));
        }
        break;
      }
      default:
        out += e;
        break;
      }
    }
    if (pos >= text.size())
      return fail("unterminated string");
    ++pos;
    return true;
  }

  bool parseArray(Json &value) {
    ++pos;
    value.kind = Json::Kind::Array;
    if (consume(']'))
      return true;
    do {
      value.array.emplace_back();
      if (!parseValue(value.array.back()))
        return false;
    } while (consume(','));
    return consume(']') || fail("expected ',' or ']'");
  }

  bool parseObject(Json &value) {
    ++pos;
    value.kind = Json::Kind::Object;
    if (consume('}'))
      return true;
    do {
      skipSpace();
      std::string key;
      if (pos >= text.size() || text[pos] != '"' || !parseString(key))
        return fail("expected a string key");
      if (!consume(':'))
        return fail("expected ':'");
      if (!parseValue(value.object[key]))
        return false;
    } while (consume(','));
    return consume('}') || fail("expected ',' or '}'");
  }

  const std::string &text;
  size_t pos = 0;
  std::string message;
};

} // namespace

bool Json::parse(const std::string &text, Json &result, std::string &error) {
  return Parser(text).parseDocument(result, error);
}

const Json *Json::find(const std::string &key) const {
  auto it = object.find(key);
  return it == object.end() ? nullptr : &it->second;
}

std::string Json::quote(const std::string &text) {
  std::string quoted = "\"";
  for (char c : text) {
    unsigned char byte = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      quoted += '\\';
      quoted += c;
    } else if (byte < 0x20) {
      const char *hex = "0123456789abcdef";
      quoted += "\\u00";
      quoted += hex[byte >> 4];
      quoted += hex[byte & 15];
    } else {
      quoted += c;
    }
  }
  return quoted + "\"";
}
