//===- ProblemIO.cpp - IOPDDL JSON reader ---------------------------------===//
//
// A single-pass recursive-descent reader specialised to the problem schema.
// Arrays of integers are parsed straight into the model's vectors; unknown
// keys are skipped with a generic value parser, so extra fields are harmless.
//
//===----------------------------------------------------------------------===//

#include "osdp/Solver/ProblemIO.h"

#include <zlib.h>

#include <cmath>
#include <cstring>
#include <limits>

using namespace osdp::solver;

namespace {

class Reader {
public:
  explicit Reader(std::string_view text) : text(text) {}

  bool parseDocument(Problem &problem);
  const std::string &getError() const { return error; }

private:
  std::string_view text;
  size_t pos = 0;
  std::string error;

  bool fail(const std::string &message) {
    if (!error.empty())
      return false;
    size_t line = 1, column = 1;
    for (size_t k = 0; k < pos && k < text.size(); ++k) {
      if (text[k] == '\n') {
        ++line;
        column = 1;
      } else {
        ++column;
      }
    }
    error = "line " + std::to_string(line) + ", column " +
            std::to_string(column) + ": " + message;
    return false;
  }

  void skipSpace() {
    while (pos < text.size()) {
      char c = text[pos];
      if (c != ' ' && c != '\n' && c != '\r' && c != '\t')
        break;
      ++pos;
    }
  }
  bool atEnd() {
    skipSpace();
    return pos >= text.size();
  }
  char peek() {
    skipSpace();
    return pos < text.size() ? text[pos] : '\0';
  }
  bool expect(char c) {
    if (peek() != c) {
      if (pos >= text.size())
        return fail(std::string("unexpected end of input, expected '") + c +
                    "'");
      return fail(std::string("expected '") + c + "'");
    }
    ++pos;
    return true;
  }

  bool parseString(std::string &out);
  bool parseInteger(int64_t &out);
  bool skipValue(unsigned depth);
  bool parseIntArray(std::vector<int64_t> &out);
  template <typename Fn> bool parseArray(Fn &&element);
  template <typename Fn> bool parseObject(Fn &&member);

  bool parseProblem(Problem &problem);
  bool parseNodes(Problem &problem, bool &sawIntervals, bool &sawCosts,
                  bool &sawUsages);
  bool parseEdges(Problem &problem, std::vector<std::pair<int64_t, int64_t>> &,
                  bool &sawNodes, bool &sawCosts);
};

} // namespace

bool Reader::parseString(std::string &out) {
  if (!expect('"'))
    return false;
  out.clear();
  while (pos < text.size()) {
    char c = text[pos++];
    if (c == '"')
      return true;
    if (c == '\\') {
      if (pos >= text.size())
        break;
      char escaped = text[pos++];
      switch (escaped) {
      case 'n':
        out.push_back('\n');
        break;
      case 't':
        out.push_back('\t');
        break;
      case 'u':
        // Names are informational; keep escapes verbatim.
        out += "\\u";
        break;
      default:
        out.push_back(escaped);
      }
      continue;
    }
    out.push_back(c);
  }
  return fail("unterminated string");
}

bool Reader::parseInteger(int64_t &out) {
  skipSpace();
  size_t start = pos;
  bool negative = false;
  if (pos < text.size() && text[pos] == '-') {
    negative = true;
    ++pos;
  }
  if (pos >= text.size() || text[pos] < '0' || text[pos] > '9') {
    if (pos >= text.size())
      return fail("unexpected end of input, expected a number");
    return fail("expected a number");
  }
  unsigned __int128 value = 0;
  bool overflow = false;
  while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9') {
    value = value * 10 + (text[pos] - '0');
    if (value > static_cast<unsigned __int128>(INT64_MAX) + 1)
      overflow = true;
    ++pos;
  }
  // Accept exponents and fractions written by other tools (e.g. 1e+18) as
  // long as the value is an integer in range.
  if (pos < text.size() &&
      (text[pos] == '.' || text[pos] == 'e' || text[pos] == 'E')) {
    while (pos < text.size() &&
           (std::strchr("0123456789.eE+-", text[pos]) != nullptr))
      ++pos;
    std::string literal(text.substr(start, pos - start));
    char *end = nullptr;
    double d = std::strtod(literal.c_str(), &end);
    if (end != literal.c_str() + literal.size())
      return fail("malformed number '" + literal + "'");
    if (!(std::fabs(d) < 9.2e18) || d != std::floor(d))
      return fail("number '" + literal + "' is not a 64-bit integer");
    out = static_cast<int64_t>(d);
    return true;
  }
  if (overflow || (!negative && value > INT64_MAX))
    return fail("number '" + std::string(text.substr(start, pos - start)) +
                "' does not fit in 64 bits");
  out = negative ? static_cast<int64_t>(-value) : static_cast<int64_t>(value);
  return true;
}

template <typename Fn> bool Reader::parseArray(Fn &&element) {
  if (!expect('['))
    return false;
  if (peek() == ']') {
    ++pos;
    return true;
  }
  while (true) {
    if (!element())
      return false;
    char c = peek();
    ++pos;
    if (c == ']')
      return true;
    if (c != ',') {
      --pos;
      if (pos >= text.size())
        return fail("unexpected end of input inside an array");
      return fail("expected ',' or ']'");
    }
  }
}

template <typename Fn> bool Reader::parseObject(Fn &&member) {
  if (!expect('{'))
    return false;
  if (peek() == '}') {
    ++pos;
    return true;
  }
  std::string key;
  while (true) {
    if (peek() != '"')
      return fail(pos >= text.size() ? "unexpected end of input inside an "
                                       "object"
                                     : "expected a key string");
    if (!parseString(key) || !expect(':') || !member(key))
      return false;
    char c = peek();
    ++pos;
    if (c == '}')
      return true;
    if (c != ',') {
      --pos;
      if (pos >= text.size())
        return fail("unexpected end of input inside an object");
      return fail("expected ',' or '}'");
    }
  }
}

bool Reader::skipValue(unsigned depth) {
  if (depth > 64)
    return fail("nesting too deep");
  char c = peek();
  if (c == '{')
    return parseObject(
        [&](const std::string &) { return skipValue(depth + 1); });
  if (c == '[')
    return parseArray([&] { return skipValue(depth + 1); });
  if (c == '"') {
    std::string ignored;
    return parseString(ignored);
  }
  for (const char *word : {"true", "false", "null"}) {
    size_t n = std::strlen(word);
    if (text.substr(pos, n) == word) {
      pos += n;
      return true;
    }
  }
  if (c == '-' || (c >= '0' && c <= '9')) {
    // Generic numbers may be fractional; skip them lexically.
    ++pos;
    while (pos < text.size() &&
           std::strchr("0123456789.eE+-", text[pos]) != nullptr)
      ++pos;
    return true;
  }
  if (pos >= text.size())
    return fail("unexpected end of input, expected a value");
  return fail("unexpected character '" + std::string(1, c) + "'");
}

bool Reader::parseIntArray(std::vector<int64_t> &out) {
  out.clear();
  return parseArray([&] {
    int64_t value;
    if (!parseInteger(value))
      return false;
    out.push_back(value);
    return true;
  });
}

bool Reader::parseNodes(Problem &problem, bool &sawIntervals, bool &sawCosts,
                        bool &sawUsages) {
  std::vector<int64_t> scratch;
  size_t counts[3] = {0, 0, 0};
  bool ok = parseObject([&](const std::string &key) {
    if (key == "intervals") {
      sawIntervals = true;
      size_t index = 0;
      return parseArray([&] {
               if (!parseIntArray(scratch))
                 return false;
               if (scratch.size() != 2)
                 return fail("interval " + std::to_string(index) + " has " +
                             std::to_string(scratch.size()) +
                             " bounds, expected [lo, hi]");
               if (problem.nodes.size() <= index)
                 problem.nodes.resize(index + 1);
               problem.nodes[index].lo = scratch[0];
               problem.nodes[index].hi = scratch[1];
               ++index;
               return true;
             }) &&
             (counts[0] = index, true);
    }
    if (key == "costs" || key == "usages") {
      bool isCosts = key == "costs";
      (isCosts ? sawCosts : sawUsages) = true;
      size_t index = 0;
      return parseArray([&] {
               if (problem.nodes.size() <= index)
                 problem.nodes.resize(index + 1);
               Node &node = problem.nodes[index++];
               return parseIntArray(isCosts ? node.costs : node.usages);
             }) &&
             ((isCosts ? counts[1] : counts[2]) = index, true);
    }
    return skipValue(1);
  });
  if (!ok)
    return false;
  if (counts[0] != counts[1] || counts[1] != counts[2])
    return fail("'nodes' lists disagree: " + std::to_string(counts[0]) +
                " intervals, " + std::to_string(counts[1]) + " cost lists, " +
                std::to_string(counts[2]) + " usage lists");
  return true;
}

bool Reader::parseEdges(Problem &problem,
                        std::vector<std::pair<int64_t, int64_t>> &endpoints,
                        bool &sawNodes, bool &sawCosts) {
  std::vector<int64_t> scratch;
  return parseObject([&](const std::string &key) {
    if (key == "nodes") {
      sawNodes = true;
      return parseArray([&] {
        if (!parseIntArray(scratch))
          return false;
        if (scratch.size() != 2)
          return fail("edge " + std::to_string(endpoints.size()) + " has " +
                      std::to_string(scratch.size()) +
                      " endpoints, expected [u, v]");
        endpoints.emplace_back(scratch[0], scratch[1]);
        return true;
      });
    }
    if (key == "costs") {
      sawCosts = true;
      size_t index = 0;
      return parseArray([&] {
        if (problem.edges.size() <= index)
          problem.edges.resize(index + 1);
        return parseIntArray(problem.edges[index++].costs);
      });
    }
    return skipValue(1);
  });
}

bool Reader::parseProblem(Problem &problem) {
  bool sawNodes = false, sawEdges = false, sawLimit = false;
  bool sawIntervals = false, sawNodeCosts = false, sawUsages = false;
  bool sawEdgeNodes = false, sawEdgeCosts = false;
  std::vector<std::pair<int64_t, int64_t>> endpoints;
  bool ok = parseObject([&](const std::string &key) {
    if (key == "name") {
      if (peek() == '"')
        return parseString(problem.name);
      return skipValue(1);
    }
    if (key == "nodes") {
      sawNodes = true;
      return parseNodes(problem, sawIntervals, sawNodeCosts, sawUsages);
    }
    if (key == "edges") {
      sawEdges = true;
      return parseEdges(problem, endpoints, sawEdgeNodes, sawEdgeCosts);
    }
    if (key == "usage_limit") {
      sawLimit = true;
      if (peek() == 'n')
        return skipValue(1); // null: no limit
      int64_t limit;
      if (!parseInteger(limit))
        return false;
      if (limit < 0)
        return fail("negative usage_limit " + std::to_string(limit));
      problem.usageLimit = limit;
      return true;
    }
    return skipValue(1);
  });
  if (!ok)
    return false;
  if (!sawNodes)
    return fail("missing 'nodes' in 'problem'");
  if (!sawIntervals || !sawNodeCosts || !sawUsages)
    return fail("'nodes' needs 'intervals', 'costs' and 'usages'");
  (void)sawLimit;
  if (sawEdges) {
    if (!sawEdgeNodes || !sawEdgeCosts)
      return fail("'edges' needs 'nodes' and 'costs'");
    if (endpoints.size() != problem.edges.size())
      return fail("'edges' has " + std::to_string(endpoints.size()) +
                  " endpoint pairs but " +
                  std::to_string(problem.edges.size()) + " cost matrices");
    for (size_t k = 0; k < endpoints.size(); ++k) {
      auto [u, v] = endpoints[k];
      if (u < 0 || v < 0 || u >= static_cast<int64_t>(problem.nodes.size()) ||
          v >= static_cast<int64_t>(problem.nodes.size()))
        return fail("edge " + std::to_string(k) + " endpoint [" +
                    std::to_string(u) + ", " + std::to_string(v) +
                    "] out of range (there are " +
                    std::to_string(problem.nodes.size()) + " nodes)");
      problem.edges[k].u = static_cast<unsigned>(u);
      problem.edges[k].v = static_cast<unsigned>(v);
    }
  }
  return true;
}

bool Reader::parseDocument(Problem &problem) {
  bool sawProblem = false;
  if (peek() != '{')
    return fail(atEnd() ? "empty input" : "expected a JSON object");
  bool ok = parseObject([&](const std::string &key) {
    if (key == "problem") {
      sawProblem = true;
      return parseProblem(problem);
    }
    return skipValue(1);
  });
  if (!ok)
    return false;
  if (!sawProblem)
    return fail("missing top-level key 'problem'");
  if (!atEnd())
    return fail("trailing characters after the JSON document");
  return true;
}

bool osdp::solver::parseProblemJSON(std::string_view text, Problem &problem,
                                    std::string &error) {
  problem = Problem();
  Reader reader(text);
  if (!reader.parseDocument(problem)) {
    error = reader.getError();
    return false;
  }
  error = problem.verify();
  return error.empty();
}

/// Reads a whole file, decompressing it when it starts with the gzip magic.
static bool readFile(const std::string &path, std::string &out,
                     std::string &error) {
  FILE *file = std::fopen(path.c_str(), "rb");
  if (!file) {
    error = "cannot open '" + path + "': " + std::strerror(errno);
    return false;
  }
  out.clear();
  char buffer[1 << 16];
  size_t n;
  while ((n = std::fread(buffer, 1, sizeof(buffer), file)) > 0)
    out.append(buffer, n);
  bool readError = std::ferror(file);
  std::fclose(file);
  if (readError) {
    error = "cannot read '" + path + "'";
    return false;
  }
  if (out.size() < 2 || static_cast<unsigned char>(out[0]) != 0x1f ||
      static_cast<unsigned char>(out[1]) != 0x8b)
    return true;

  // gzip: inflate the (possibly multi-member) stream.
  std::string compressed;
  compressed.swap(out);
  z_stream stream;
  std::memset(&stream, 0, sizeof(stream));
  if (inflateInit2(&stream, 15 + 32) != Z_OK) {
    error = "cannot initialise zlib";
    return false;
  }
  out.reserve(compressed.size() * 8);
  stream.next_in = reinterpret_cast<Bytef *>(compressed.data());
  stream.avail_in = static_cast<uInt>(compressed.size());
  std::vector<char> chunk(1 << 20);
  int status = Z_OK;
  while (true) {
    stream.next_out = reinterpret_cast<Bytef *>(chunk.data());
    stream.avail_out = static_cast<uInt>(chunk.size());
    status = inflate(&stream, Z_NO_FLUSH);
    out.append(chunk.data(), chunk.size() - stream.avail_out);
    if (status == Z_STREAM_END) {
      if (stream.avail_in == 0)
        break;
      // Another gzip member follows.
      if (inflateReset(&stream) != Z_OK)
        break;
      continue;
    }
    if (status != Z_OK) {
      if (status == Z_BUF_ERROR && stream.avail_in == 0)
        error = "'" + path + "': truncated gzip data";
      else
        error = "'" + path + "': corrupt gzip data" +
                (stream.msg ? std::string(" (") + stream.msg + ")" : "");
      inflateEnd(&stream);
      return false;
    }
  }
  inflateEnd(&stream);
  return true;
}

bool osdp::solver::loadProblemFile(const std::string &path, Problem &problem,
                                   std::string &error) {
  std::string text;
  if (!readFile(path, text, error))
    return false;
  if (!parseProblemJSON(text, problem, error)) {
    error = "'" + path + "': " + error;
    return false;
  }
  return true;
}

namespace {
template <typename T>
void writeArray(std::ostream &os, const std::vector<T> &values) {
  os << '[';
  for (size_t i = 0; i < values.size(); ++i)
    os << (i ? "," : "") << values[i];
  os << ']';
}

template <typename T, typename F>
void writeList(std::ostream &os, const std::vector<T> &items, F each) {
  os << '[';
  for (size_t i = 0; i < items.size(); ++i) {
    os << (i ? ",\n" : "");
    each(items[i]);
  }
  os << ']';
}
} // namespace

void osdp::solver::writeProblemJSON(const Problem &problem, std::ostream &os) {
  // Names are identifiers of programs: quote them, escaping the characters
  // JSON reserves.
  std::string name;
  for (char c : problem.name) {
    if (c == '"' || c == '\\')
      name += '\\';
    if (static_cast<unsigned char>(c) >= 0x20)
      name += c;
  }
  os << "{\"problem\": {\"name\": \"" << name
     << "\",\n\"nodes\": {\"intervals\": ";
  writeList(os, problem.nodes,
            [&](const Node &n) { os << '[' << n.lo << ',' << n.hi << ']'; });
  os << ",\n\"costs\": ";
  writeList(os, problem.nodes, [&](const Node &n) { writeArray(os, n.costs); });
  os << ",\n\"usages\": ";
  writeList(os, problem.nodes,
            [&](const Node &n) { writeArray(os, n.usages); });
  os << "},\n\"edges\": {\"nodes\": ";
  writeList(os, problem.edges,
            [&](const Edge &e) { os << '[' << e.u << ',' << e.v << ']'; });
  os << ",\n\"costs\": ";
  writeList(os, problem.edges, [&](const Edge &e) { writeArray(os, e.costs); });
  os << '}';
  if (problem.hasUsageLimit())
    os << ",\n\"usage_limit\": " << problem.usageLimit;
  os << "}}\n";
}
