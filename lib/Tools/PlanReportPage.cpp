//===- PlanReportPage.cpp - The plan report as one HTML page --------------===//
//
// The page is PlanReportPage.html, embedded at build time. The plan's JSON
// (the document planning returns) goes into its one placeholder, in a
// `<script type="application/json">`, and the page's own script draws the
// plots from it: the page reads no other file and nothing from the network.
//
//===----------------------------------------------------------------------===//

#include "osdp/Tools/PlanReport.h"

#include "llvm/Support/raw_ostream.h"

using namespace osdp;

static const char kPageTemplate[] = {
#include "PlanReportPage.html.inc"
    0};

/// Where the template takes the plan.
static constexpr llvm::StringLiteral kPlaceholder = "@OSDP_PLAN_JSON@";

/// `report` as JSON that can stand inside a `<script>` element: `<` occurs
/// only in JSON strings, where `\u003c` means the same, and without it no
/// `</script>` or `<!--` in a name can end or change the element.
static std::string scriptSafeJSON(const llvm::json::Object &report) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::json::Value(llvm::json::Object(report));
  std::string safe;
  safe.reserve(text.size());
  for (char c : text)
    if (c == '<')
      safe += "\\u003c";
    else
      safe += c;
  return safe;
}

std::string osdp::planReportPage(const llvm::json::Object &report) {
  llvm::StringRef page(kPageTemplate);
  size_t at = page.find(kPlaceholder);
  // The template is part of the build; a template without its placeholder
  // is a broken build, not a user error.
  assert(at != llvm::StringRef::npos &&
         page.find(kPlaceholder, at + 1) == llvm::StringRef::npos &&
         "the report page needs exactly one placeholder");
  return (page.take_front(at) + scriptSafeJSON(report) +
          page.drop_front(at + kPlaceholder.size()))
      .str();
}
