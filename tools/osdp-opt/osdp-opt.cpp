//===- osdp-opt.cpp - osdp optimizer driver -------------------------------===//
//
// The mlir-opt of osdp: parses StableHLO exports and osdp IR, runs passes and
// prints the result. Only the dialects a real export or an osdp pipeline can
// contain are registered, so an unknown op is reported, never accepted.
//
//===----------------------------------------------------------------------===//

#include "osdp/Codegen/Pipelines.h"
#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/InitAllDialects.h"
#include "osdp/Tools/HelpOptions.h"
#include "osdp/Tools/InputCheck.h"
#include "osdp/Tools/OutOfMemory.h"
#include "osdp/Tools/OutputCheck.h"
#include "osdp/Tools/Plan/PlanOutputs.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

/// osdp-opt's own options besides the passes (LLVM orders --help's
/// categories by name).
static llvm::cl::OptionCategory optCategory("Dumping");

static llvm::cl::opt<std::string> dumpShardings(
    "osdp-dump-shardings",
    llvm::cl::desc("After the pipeline, write the meshes and the shardings "
                   "of every function's arguments and results as JSON to "
                   "this file"),
    llvm::cl::value_desc("file"), llvm::cl::cat(optCategory));

namespace {

/// A JSON array of the names in `names`.
llvm::json::Array namesJSON(llvm::ArrayRef<mlir::StringAttr> names) {
  llvm::json::Array array;
  for (mlir::StringAttr name : names)
    array.push_back(name.getValue());
  return array;
}

/// One argument or result: its type as written (the local type, after
/// partitioning) and, for a ranked tensor, that type's shape (the local
/// shape); the global shape and element type; and its sharding (null when
/// it has none).
llvm::json::Object valueJSON(mlir::Type type, mlir::DictionaryAttr attrs) {
  std::string typeText;
  llvm::raw_string_ostream(typeText) << type;
  llvm::json::Object value{{"type", typeText}};
  if (auto local = llvm::dyn_cast<mlir::RankedTensorType>(type))
    value["local_shape"] = llvm::json::Array(local.getShape());
  mlir::Type global = type;
  if (auto attr = attrs ? attrs.getAs<mlir::TypeAttr>(
                              osdp::OSDPDialect::kGlobalTypeAttrName)
                        : nullptr)
    global = attr.getValue();
  if (auto tensor = llvm::dyn_cast<mlir::RankedTensorType>(global)) {
    value["shape"] = llvm::json::Array(tensor.getShape());
    std::string element;
    llvm::raw_string_ostream(element) << tensor.getElementType();
    value["dtype"] = element;
  }
  auto sharding = attrs ? attrs.getAs<osdp::ShardingAttr>(
                              osdp::OSDPDialect::kShardingAttrName)
                        : nullptr;
  if (!sharding) {
    value["sharding"] = nullptr;
    return value;
  }
  llvm::json::Array dims;
  for (osdp::AxisListAttr dim : sharding.getDims())
    dims.push_back(namesJSON(dim.getAxes()));
  value["sharding"] = llvm::json::Object{
      {"mesh", sharding.getMesh().getValue()},
      {"dims", std::move(dims)},
      {"partial", namesJSON(sharding.getPartialAxes())},
      {"partial_kind",
       osdp::stringifyReductionKind(sharding.getPartialKind())}};
  return value;
}

/// The meshes of `module` and the shardings of its functions' arguments
/// and results (the Python package reads these instead of the IR's text).
/// JSON objects have no order: `mesh_names` and `function_names` list the
/// keys of `meshes` and `functions` in the module's order.
llvm::json::Object shardingsJSON(mlir::ModuleOp module) {
  llvm::json::Object meshes;
  llvm::json::Array meshNames, functionNames;
  for (osdp::MeshOp op : module.getOps<osdp::MeshOp>()) {
    meshNames.push_back(op.getSymName());
    osdp::MeshAttr mesh = op.getMesh();
    llvm::json::Array axes;
    for (auto [name, size] :
         llvm::zip(mesh.getAxisNames(), mesh.getAxisSizes()))
      axes.push_back(llvm::json::Array{name.getValue(), size});
    meshes[op.getSymName()] = llvm::json::Object{
        {"axes", std::move(axes)},
        {"device_ids", llvm::json::Array(mesh.getDeviceIds())}};
  }
  llvm::json::Object functions;
  for (mlir::func::FuncOp func : module.getOps<mlir::func::FuncOp>()) {
    if (func.isDeclaration())
      continue;
    functionNames.push_back(func.getSymName());
    llvm::json::Array arguments, results;
    for (auto [i, type] : llvm::enumerate(func.getArgumentTypes()))
      arguments.push_back(valueJSON(type, func.getArgAttrDict(i)));
    for (auto [i, type] : llvm::enumerate(func.getResultTypes()))
      results.push_back(valueJSON(type, func.getResultAttrDict(i)));
    functions[func.getSymName()] = llvm::json::Object{
        {"arguments", std::move(arguments)}, {"results", std::move(results)}};
  }
  return llvm::json::Object{{"meshes", std::move(meshes)},
                            {"mesh_names", std::move(meshNames)},
                            {"functions", std::move(functions)},
                            {"function_names", std::move(functionNames)}};
}

/// Writes shardingsJSON of the module to `file`, last in the pipeline.
struct DumpShardingsPass
    : mlir::PassWrapper<DumpShardingsPass,
                        mlir::OperationPass<mlir::ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(DumpShardingsPass)

  explicit DumpShardingsPass(std::string file) : file(std::move(file)) {}
  llvm::StringRef getArgument() const override { return "osdp-dump-shardings"; }

  void runOnOperation() override {
    std::string error;
    std::unique_ptr<llvm::ToolOutputFile> out =
        mlir::openOutputFile(file, &error);
    if (!out) {
      llvm::errs() << "osdp-opt: --osdp-dump-shardings: cannot write " << file
                   << ": " << error << "\n";
      return signalPassFailure();
    }
    out->os() << llvm::formatv("{0:2}",
                               llvm::json::Value(shardingsJSON(getOperation())))
              << "\n";
    out->keep();
  }

  std::string file;
};

} // namespace

int main(int argc, char **argv) {
  osdp::installToolOutOfMemoryHandlers("osdp-opt");
  osdp::hideLibraryOptions({&optCategory, &osdp::PlanOutputs::category()});
  osdp::registerAllPasses();

  mlir::DialectRegistry registry;
  osdp::registerAllDialects(registry);
  // Interface models only: the dialects a file may name stay osdp's own.
  osdp::registerCodegenExtensions(registry);

  auto [inputFilename, outputFilename] = mlir::registerAndParseCLIOptions(
      argc, argv, "osdp optimizer driver\n", registry);

  // Listing dialects or passes reads no input: let MLIR's driver do it.
  mlir::MlirOptMainConfig config =
      mlir::MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects() || config.shouldListPasses())
    return mlir::asMainReturnCode(
        mlir::MlirOptMain(argc, argv, inputFilename, outputFilename, registry));
  osdp::PlanOutputs planOutputs("osdp-opt");
  bool planFlags = osdp::PlanOutputs::requested();
  if (planFlags && mlir::failed(planOutputs.prepare()))
    return EXIT_FAILURE;
  if (planFlags || !dumpShardings.empty())
    config.setPassPipelineSetupFn(
        [parsed = config, planFlags,
         &planOutputs](mlir::PassManager &pm) -> mlir::LogicalResult {
          if (mlir::failed(parsed.setupPassPipeline(pm)))
            return mlir::failure();
          if (planFlags && mlir::failed(planOutputs.attach(pm)))
            return mlir::failure();
          if (!osdp::checkOutputDirectory("osdp-opt", "--osdp-dump-shardings",
                                          dumpShardings, llvm::errs()))
            return mlir::failure();
          if (!dumpShardings.empty())
            pm.addPass(std::make_unique<DumpShardingsPass>(dumpShardings));
          return mlir::success();
        });

  // Look at the whole input before MLIR does: an empty file, binary junk or
  // bytecode is a user error with its own message (see InputCheck.h). The
  // buffer read here (possibly stdin) is the one the driver then parses, and
  // the output file is only opened once the input passed.
  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(inputFilename, &errorMessage);
  if (!input) {
    llvm::errs() << "osdp-opt: " << errorMessage << "\n";
    return EXIT_FAILURE;
  }
  if (!osdp::checkTextualInput(input->getBufferIdentifier(), input->getBuffer(),
                               llvm::errs()))
    return EXIT_FAILURE;

  std::unique_ptr<llvm::ToolOutputFile> output =
      mlir::openOutputFile(outputFilename, &errorMessage);
  if (!output) {
    llvm::errs() << "osdp-opt: " << errorMessage << "\n";
    return EXIT_FAILURE;
  }
  // On failure the ToolOutputFile is not kept: no half-written output.
  if (mlir::failed(mlir::MlirOptMain(output->os(), std::move(input), registry,
                                     config)) ||
      mlir::failed(planOutputs.write()))
    return EXIT_FAILURE;
  output->keep();
  return EXIT_SUCCESS;
}
