//===- SplitStages.cpp - One function per pipeline stage ------------------===//
//
// Implements osdp-split-stages (Passes.td): every op of the partitioned
// step goes to one stage, each stage's ops are cloned into its function in
// the step's order, and a value read by another stage than its own is sent
// where it is computed and received at the same place of the reader's
// function.
//
//===----------------------------------------------------------------------===//

#include "osdp/Transforms/Partition/Passes.h"

#include "osdp/Analysis/ProgramCost.h"
#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"
#include "osdp/Dialect/OSDP/IR/OSDPOps.h"
#include "osdp/Dialect/OSDP/IR/PipelineStages.h"
#include "osdp/Dialect/StableHLO/IR/StableHLO.h"
#include "osdp/Sharding/TrainingStep.h"
#include "osdp/Transforms/Partition/ForwardPass.h"
#include "osdp/Transforms/Partition/PipelineSchedule.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <set>

namespace osdp {
#define GEN_PASS_DEF_SPLITSTAGESPASS
#include "osdp/Transforms/Partition/Passes.h.inc"
} // namespace osdp

using namespace mlir;
using namespace osdp;
namespace shlo = osdp::stablehlo;

namespace {

/// The stage of a value every reader clones for itself.
constexpr int kEveryStage = -1;
/// The stage of a broadcast each stage that reads it computes for itself
/// from its operand, which is sent there instead: the operand is the
/// smaller (the optimizer's bias correction, a scalar, read at every
/// parameter's shape).
constexpr int kReadersStages = -2;

/// Which stage each argument and op of the step belongs to.
class StageAssignment {
public:
  /// `schedule` gives the stage of the forward ops of a step whose
  /// microbatches were unrolled (PipelineSchedule.h); empty, the forward
  /// pass is cut here as `cut` says.
  StageAssignment(func::FuncOp main, const StageCut &cut,
                  const MicrobatchSchedule &schedule);

  /// The stage of `value`: its op's or argument's, or kEveryStage.
  int stageOf(Value value) const;
  int stageOf(Operation *op) const { return opStage.lookup(op); }
  /// The stages other than `value`'s whose ops read it, in order.
  SmallVector<int> otherReaders(Value value) const;

private:
  void assignForward(const StageCut &cut,
                     const DenseMap<Operation *, unsigned> &pieces);
  void moveLeavesToReaders(ArrayRef<Operation *> forward);
  void assignBackward();
  void assignPending();
  void liftBackward(const MicrobatchSchedule &schedule);
  void assignUnreadArguments();
  void broadcastAtReaders();
  /// Adds the stages of the ops that read `value`, through broadcasts
  /// computed where they are read, to `stages`.
  void addReaderStages(Value value, llvm::SmallSetVector<int, 4> &stages) const;
  /// The stages that hold the most bytes of `reads` already, in order
  /// (none if no stage holds any).
  SmallVector<int> cheapestFor(ArrayRef<Value> reads) const;
  /// Puts `op` in `stage`: its results and what it reads are then held
  /// there (a value is sent once to each stage that reads it).
  void place(Operation *op, int stage);
  /// Marks the ops every stage clones: pure ops that read only such ops'
  /// results (constants and what is computed from them alone).
  void findClonedEverywhere();
  /// The earliest stage among the ops that read `value`; nullopt for none.
  std::optional<int> earliestReader(Value value) const;
  /// The earliest stage among the ops that read a result of `op`.
  std::optional<int> earliestReaderOf(Operation *op) const;
  /// The op of the step's body that holds `user`.
  Operation *topLevel(Operation *user) const {
    return body.findAncestorOpInBlock(*user);
  }

  Block &body;
  DenseMap<Operation *, int> opStage;
  DenseMap<Value, int> argumentStage;
  /// The stages that hold each value placed so far: its own, and those it
  /// is sent to.
  DenseMap<Value, llvm::SmallSetVector<int, 4>> holders;
  /// Ops whose stage their readers give: they read no value a stage holds,
  /// or as much of it in several stages. The second is the stage they take
  /// when nothing reads them.
  SmallVector<std::pair<Operation *, int>> pending;
};

StageAssignment::StageAssignment(func::FuncOp main, const StageCut &cut,
                                 const MicrobatchSchedule &schedule)
    : body(main.getBody().front()) {
  findClonedEverywhere();
  assignForward(cut, schedule.pieces);
  assignBackward();
  assignPending();
  if (!schedule.empty())
    liftBackward(schedule);
  assignUnreadArguments();
  broadcastAtReaders();
}

int StageAssignment::stageOf(Value value) const {
  if (auto argument = dyn_cast<BlockArgument>(value))
    return argumentStage.lookup(argument);
  return opStage.lookup(topLevel(value.getDefiningOp()));
}

SmallVector<int> StageAssignment::cheapestFor(ArrayRef<Value> reads) const {
  // The candidates: every stage that holds one of the reads.
  SmallVector<std::pair<Value, const llvm::SmallSetVector<int, 4> *>> held;
  std::set<int> candidates;
  for (Value value : reads) {
    auto it = holders.find(value);
    if (it == holders.end())
      continue;
    held.push_back({value, &it->second});
    candidates.insert(it->second.begin(), it->second.end());
  }
  SmallVector<int> cheapest;
  int64_t fewest = 0;
  for (int stage : candidates) {
    int64_t missing = 0;
    for (auto [value, stages] : held)
      if (!stages->contains(stage))
        missing += bytesOf(value.getType());
    if (cheapest.empty() || missing < fewest)
      cheapest.clear(), fewest = missing;
    if (missing == fewest)
      cheapest.push_back(stage);
  }
  return cheapest;
}

void StageAssignment::place(Operation *op, int stage) {
  opStage[op] = stage;
  if (stage == kEveryStage)
    return;
  for (Value result : op->getResults())
    holders[result].insert(stage);
  for (Value read : readValues(op))
    if (auto it = holders.find(read); it != holders.end())
      it->second.insert(stage);
}

std::optional<int> StageAssignment::earliestReader(Value value) const {
  std::optional<int> earliest;
  for (Operation *user : value.getUsers()) {
    Operation *op = topLevel(user);
    auto it = opStage.find(op);
    if (it != opStage.end() && it->second != kEveryStage &&
        (!earliest || it->second < *earliest))
      earliest = it->second;
  }
  return earliest;
}

std::optional<int> StageAssignment::earliestReaderOf(Operation *op) const {
  std::optional<int> earliest;
  for (Value result : op->getResults())
    if (std::optional<int> stage = earliestReader(result))
      earliest = earliest ? std::min(*earliest, *stage) : *stage;
  return earliest;
}

void StageAssignment::findClonedEverywhere() {
  for (Operation &op : body.without_terminator()) {
    bool readsOnlyClones = llvm::all_of(readValues(&op), [&](Value value) {
      Operation *def = value.getDefiningOp();
      auto it = def ? opStage.find(topLevel(def)) : opStage.end();
      return it != opStage.end() && it->second == kEveryStage;
    });
    if (readsOnlyClones && isMemoryEffectFree(&op) && op.getNumRegions() == 0)
      opStage[&op] = kEveryStage;
  }
}

/// The forward pass's pieces, then each argument the forward pass reads
/// with its first reader's stage.
void StageAssignment::assignForward(
    const StageCut &cut, const DenseMap<Operation *, unsigned> &pieces) {
  // A step without a loss (inference): what its results depend on.
  SmallVector<Value> roots = stepLosses(cast<func::FuncOp>(body.getParentOp()));
  if (roots.empty())
    llvm::append_range(roots, body.getTerminator()->getOperands());
  llvm::SetVector<Operation *> forward = forwardPass(body, roots);
  if (pieces.empty()) {
    for (auto [op, piece] :
         llvm::zip(forward, stagePieces(forward.getArrayRef(), cut)))
      opStage.try_emplace(op, piece);
  } else {
    // The microbatches' forward ops; the others' stage follows from what
    // they read, as the backward ops' does.
    llvm::SetVector<Operation *> microbatches;
    for (Operation *op : forward)
      if (auto it = pieces.find(op); it != pieces.end()) {
        opStage.try_emplace(op, it->second);
        microbatches.insert(op);
      }
    forward = std::move(microbatches);
  }
  moveLeavesToReaders(forward.getArrayRef());
  for (BlockArgument argument : body.getArguments())
    if (std::optional<int> stage = earliestReader(argument)) {
      argumentStage[argument] = *stage;
      holders[argument].insert(*stage);
    }
  for (Operation *op : forward)
    place(op, opStage[op]);
}

/// A forward op that reads only parameters, values every stage clones and
/// other such ops (a parameter's gather, its reshape) depends on nothing
/// the forward pass computed: it goes to the earliest stage that reads it,
/// wherever the cut fell, so that a stage gathers its own parameters
/// rather than receiving them gathered, once per microbatch.
void StageAssignment::moveLeavesToReaders(ArrayRef<Operation *> forward) {
  auto main = cast<func::FuncOp>(body.getParentOp());
  std::optional<TrainingStep> step = analyzeTrainingStep(main);
  if (!step)
    return;
  DenseSet<Operation *> leaves;
  auto fromParameters = [&](Value value) {
    if (auto argument = dyn_cast<BlockArgument>(value))
      return argument.getOwner() == &body &&
             step->argumentRoles[argument.getArgNumber()] == Role::Parameter;
    Operation *def = topLevel(value.getDefiningOp());
    auto it = opStage.find(def);
    return leaves.contains(def) ||
           (it != opStage.end() && it->second == kEveryStage);
  };
  for (Operation *op : forward)
    if (opStage.lookup(op) != kEveryStage &&
        llvm::all_of(readValues(op), fromParameters))
      leaves.insert(op);
  for (Operation *op : llvm::reverse(forward))
    if (leaves.contains(op))
      if (std::optional<int> stage = earliestReaderOf(op))
        opStage[op] = *stage;
}

/// The other ops in program order: in the stage that holds most of what
/// they read (a layer's gradient goes with its activations, an update with
/// its parameter, not with the scalars every stage reads), or pending.
void StageAssignment::assignBackward() {
  for (Operation &op : body.without_terminator()) {
    if (opStage.contains(&op))
      continue;
    SmallVector<int> cheapest = cheapestFor(readValues(&op));
    if (cheapest.size() == 1)
      place(&op, cheapest.front());
    else
      pending.push_back({&op, cheapest.empty() ? 0 : cheapest.front()});
  }
}

/// Pending ops, last first: with their earliest reader's stage (one of the
/// cheapest when nothing reads them).
void StageAssignment::assignPending() {
  for (auto [op, fallback] : llvm::reverse(pending))
    opStage[op] = earliestReaderOf(op).value_or(fallback);
}

/// Under 1F1B a stage runs a microbatch's backward pass only after every
/// later stage has run that microbatch's: a value that stage s computes in
/// a backward pass and a later stage's backward pass reads would be sent
/// after it is waited for, and the stages would wait for each other
/// forever. Such an op (the gradient pass's gather of a parameter, the
/// reshard of an activation for a weight's gradient) moves to the latest
/// stage whose backward pass reads it, readers first; what it reads of the
/// forward pass then goes there as activations do. (GPipe's order would
/// allow either stage; one rule serves both.)
void StageAssignment::liftBackward(const MicrobatchSchedule &schedule) {
  Operation *terminator = body.getTerminator();
  for (Operation &op : llvm::reverse(body.without_terminator())) {
    auto it = opStage.find(&op);
    if (it == opStage.end() || it->second == kEveryStage ||
        !schedule.isBackward(&op))
      continue;
    int stage = it->second;
    for (Operation *user : op.getUsers()) {
      Operation *reader = topLevel(user);
      if (reader != terminator && schedule.isBackward(reader))
        stage = std::max(stage, opStage.lookup(reader));
    }
    it->second = stage;
  }
}

/// Arguments no forward op reads, with their earliest reader's stage (the
/// first stage's when nothing reads them).
void StageAssignment::assignUnreadArguments() {
  for (BlockArgument argument : body.getArguments())
    if (!argumentStage.contains(argument))
      argumentStage[argument] = earliestReader(argument).value_or(0);
}

/// Last, a broadcast that a stage other than its own reads (and the step
/// does not return) is computed by each stage that reads it: its operand
/// is sent there rather than its result.
void StageAssignment::broadcastAtReaders() {
  Operation *terminator = body.getTerminator();
  for (Operation &op : llvm::reverse(body.without_terminator())) {
    auto broadcast = dyn_cast<shlo::BroadcastInDimOp>(&op);
    int stage = opStage.lookup(&op);
    if (!broadcast || stage == kEveryStage ||
        bytesOf(broadcast.getOperand().getType()) >=
            bytesOf(broadcast.getType()) ||
        llvm::is_contained(op.getUsers(), terminator))
      continue;
    llvm::SmallSetVector<int, 4> readers;
    addReaderStages(broadcast.getResult(), readers);
    if (llvm::any_of(readers, [&](int reader) { return reader != stage; }))
      opStage[&op] = kReadersStages;
  }
}

void StageAssignment::addReaderStages(
    Value value, llvm::SmallSetVector<int, 4> &stages) const {
  for (Operation *user : value.getUsers()) {
    Operation *reader = topLevel(user);
    if (reader == body.getTerminator())
      continue;
    int stage = opStage.lookup(reader);
    if (stage == kReadersStages)
      addReaderStages(reader->getResult(0), stages);
    else if (stage != kEveryStage)
      stages.insert(stage);
  }
}

SmallVector<int> StageAssignment::otherReaders(Value value) const {
  llvm::SmallSetVector<int, 4> stages;
  addReaderStages(value, stages);
  SmallVector<int> sorted;
  for (int stage : stages)
    if (stage != stageOf(value))
      sorted.push_back(stage);
  llvm::sort(sorted);
  return sorted;
}

/// Renumbers argument `k`'s donation (`tf.aliasing_output`, a result of the
/// step) among `function`'s results (the step's results `outputs`); drops
/// it when another stage returns that result.
void renumberDonation(func::FuncOp function, unsigned k,
                      ArrayRef<int64_t> outputs) {
  constexpr StringLiteral kAlias = "tf.aliasing_output";
  auto alias = function.getArgAttrOfType<IntegerAttr>(k, kAlias);
  if (!alias)
    return;
  const int64_t *local = llvm::find(outputs, alias.getInt());
  if (local == outputs.end()) {
    function.removeArgAttr(k, kAlias);
    return;
  }
  function.setArgAttr(
      k, kAlias,
      IntegerAttr::get(alias.getType(), std::distance(outputs.begin(), local)));
}

/// Writes the stage functions of a step from its assignment.
class StageWriter {
public:
  StageWriter(func::FuncOp main, const StageAssignment &assignment, MeshOp mesh,
              StringAttr axis, unsigned stages);
  /// Clones the step into the stage functions and returns their record.
  PipelineStages write();
  /// Puts each stage function's ops in `order` (PipelineSchedule.h).
  void order(const MicrobatchSchedule &schedule, PipelineOrder order);

private:
  void createFunctions();
  /// Sends `value` from its stage to every other stage that reads it.
  void transfer(Value value, Location loc);
  /// `value` in stage `stage`'s function, cloning the ops every stage
  /// clones that compute it.
  Value valueIn(Value value, int stage);
  void cloneOp(Operation &op);
  void writeReturns();

  func::FuncOp main;
  const StageAssignment &assignment;
  MeshOp mesh;
  StringAttr axis;
  SmallVector<func::FuncOp> functions;
  SmallVector<IRMapping> mappings;
  PipelineStages record;
  /// The op of the step each op of a stage function comes from (none for
  /// an op every stage clones).
  DenseMap<Operation *, Operation *> origin;
  /// The messages sent so far: the next one's tag.
  int64_t numMessages = 0;
};

StageWriter::StageWriter(func::FuncOp main, const StageAssignment &assignment,
                         MeshOp mesh, StringAttr axis, unsigned stages)
    : main(main), assignment(assignment), mesh(mesh), axis(axis),
      mappings(stages) {
  record.axis = axis;
  record.stages.resize(stages);
}

void StageWriter::createFunctions() {
  Block &body = main.getBody().front();
  unsigned stages = record.stages.size();
  SmallVector<SmallVector<Type>> inputs(stages), outputs(stages);
  for (BlockArgument argument : body.getArguments()) {
    int stage = assignment.stageOf(argument);
    record.stages[stage].inputs.push_back(argument.getArgNumber());
    inputs[stage].push_back(argument.getType());
  }
  for (OpOperand &result : body.getTerminator()->getOpOperands()) {
    int stage = std::max(assignment.stageOf(result.get()), 0);
    record.stages[stage].outputs.push_back(result.getOperandNumber());
    outputs[stage].push_back(result.get().getType());
  }
  OpBuilder b(main);
  for (unsigned s = 0; s < stages; ++s) {
    std::string name = (main.getSymName() + "_stage" + Twine(s)).str();
    auto function = func::FuncOp::create(
        b, main.getLoc(), name, b.getFunctionType(inputs[s], outputs[s]));
    function->setAttr(OSDPDialect::kStageAttrName, b.getI64IntegerAttr(s));
    Block *entry = function.addEntryBlock();
    StageFunction &stage = record.stages[s];
    stage.function = FlatSymbolRefAttr::get(function.getSymNameAttr());
    for (auto [k, index] : llvm::enumerate(stage.inputs)) {
      function.setArgAttrs(k, main.getArgAttrDict(index));
      renumberDonation(function, k, stage.outputs);
      mappings[s].map(body.getArgument(index), entry->getArgument(k));
    }
    for (auto [k, index] : llvm::enumerate(stage.outputs))
      function.setResultAttrs(k, main.getResultAttrDict(index));
    functions.push_back(function);
  }
}

void StageWriter::transfer(Value value, Location loc) {
  int from = assignment.stageOf(value);
  SmallVector<int> readers = assignment.otherReaders(value);
  if (readers.empty())
    return;
  auto axes = AxisListAttr::get(value.getContext(), {axis});
  auto meshRef = FlatSymbolRefAttr::get(mesh.getSymNameAttr());
  Value sent = mappings[from].lookup(value);
  for (int to : readers) {
    auto atEnd = OpBuilder::atBlockEnd(&functions[from].getBody().front());
    IntegerAttr tag = atEnd.getI64IntegerAttr(numMessages++);
    auto send = SendOp::create(atEnd, loc, sent, meshRef, axes,
                               atEnd.getI64IntegerAttr(to), tag);
    auto there = OpBuilder::atBlockEnd(&functions[to].getBody().front());
    auto received = RecvOp::create(there, loc, value.getType(), meshRef, axes,
                                   there.getI64IntegerAttr(from), tag);
    mappings[to].map(value, received.getResult());
    origin[send] = origin[received] = value.getDefiningOp();
  }
}

Value StageWriter::valueIn(Value value, int stage) {
  if (Value mapped = mappings[stage].lookupOrNull(value))
    return mapped;
  // Only a value every stage clones is missing: its op reads such values
  // alone.
  Operation *def = value.getDefiningOp();
  for (Value operand : def->getOperands())
    valueIn(operand, stage);
  auto b = OpBuilder::atBlockEnd(&functions[stage].getBody().front());
  b.clone(*def, mappings[stage]);
  return mappings[stage].lookup(value);
}

void StageWriter::cloneOp(Operation &op) {
  int stage = assignment.stageOf(&op);
  for (Value read : readValues(&op))
    valueIn(read, stage);
  auto b = OpBuilder::atBlockEnd(&functions[stage].getBody().front());
  origin[b.clone(op, mappings[stage])] = &op;
  for (Value result : op.getResults())
    transfer(result, op.getLoc());
}

void StageWriter::writeReturns() {
  Operation *terminator = main.getBody().front().getTerminator();
  for (auto [s, stage] : llvm::enumerate(record.stages)) {
    SmallVector<Value> results;
    for (int64_t index : stage.outputs)
      results.push_back(valueIn(terminator->getOperand(index), s));
    auto b = OpBuilder::atBlockEnd(&functions[s].getBody().front());
    func::ReturnOp::create(b, terminator->getLoc(), results);
  }
}

void StageWriter::order(const MicrobatchSchedule &schedule,
                        PipelineOrder order) {
  for (auto [s, function] : llvm::enumerate(functions))
    orderStage(function, s, functions.size(), schedule, order, origin);
}

PipelineStages StageWriter::write() {
  createFunctions();
  Block &body = main.getBody().front();
  // Arguments another stage reads go there before anything runs.
  for (BlockArgument argument : body.getArguments())
    transfer(argument, main.getLoc());
  for (Operation &op : body.without_terminator())
    if (assignment.stageOf(&op) >= 0)
      cloneOp(op);
  writeReturns();
  return record;
}

/// Whether `attr` names `axis` anywhere inside it.
bool namesAxis(Attribute attr, StringAttr axis) {
  bool found = false;
  attr.walk([&](AxisListAttr axes) {
    found |= llvm::is_contained(axes.getAxes(), axis);
  });
  return found;
}

/// Refuses what the split cannot do: a value split or moved along the
/// stage axis.
LogicalResult checkSplittable(func::FuncOp main, StringAttr axis) {
  for (unsigned i = 0; i < main.getNumArguments(); ++i)
    if (DictionaryAttr attrs = main.getArgAttrDict(i);
        attrs && namesAxis(attrs, axis))
      return main.emitError() << "argument #" << i << " is split along the "
                              << "stage axis '" << axis.getValue()
                              << "'; stages hold whole tensors of their own";
  WalkResult walk = main.walk([&](Operation *op) {
    if (isa<OSDPDialect>(op->getDialect()) &&
        namesAxis(op->getAttrDictionary(), axis)) {
      op->emitError() << "moves data along the stage axis '" << axis.getValue()
                      << "'";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

/// The mesh of the stages: the one with the stage axis, which must have
/// `stages` positions (0: any); else the module's mesh with the stage axis
/// of `stages` positions added, major (a mesh of that axis alone when the
/// step has none). Every device of the old mesh becomes one per stage: the
/// devices of stage `s` follow those of stage `s - 1`.
FailureOr<MeshOp> stageMesh(ModuleOp module, StringAttr axis, unsigned stages) {
  SmallVector<MeshOp> meshes(module.getOps<MeshOp>());
  for (MeshOp mesh : meshes) {
    if (!mesh.getMesh().hasAxis(axis))
      continue;
    int64_t size = mesh.getMesh().getAxisSize(axis);
    if (stages != 0 && size != stages)
      return mesh.emitError()
             << "osdp-split-stages: " << stages
             << " stages, but the stage axis '" << axis.getValue() << "' has "
             << size << " positions";
    return mesh;
  }
  if (stages == 0)
    return module.emitError() << "osdp-split-stages: no osdp.mesh has the "
                              << "stage axis '" << axis.getValue()
                              << "', and no number of stages is given";
  if (meshes.size() > 1)
    return meshes[1].emitError("osdp-split-stages: a pipeline runs on one "
                               "mesh; this module has several");
  MLIRContext *context = module.getContext();
  SmallVector<StringAttr> names{axis};
  SmallVector<int64_t> sizes{stages}, ids;
  if (meshes.empty()) {
    OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
    return MeshOp::create(b, module.getLoc(), "pipeline_mesh",
                          MeshAttr::get(context, names, sizes));
  }
  MeshAttr old = meshes.front().getMesh();
  llvm::append_range(names, old.getAxisNames());
  llvm::append_range(sizes, old.getAxisSizes());
  if (!old.getDeviceIds().empty())
    for (int64_t s = 0; s < stages; ++s)
      for (int64_t id : old.getDeviceIds())
        ids.push_back(s * old.getNumDevices() + id);
  meshes.front().setMeshAttr(MeshAttr::get(context, names, sizes, ids));
  return meshes.front();
}

std::optional<PipelineOrder> parseOrder(StringRef name) {
  if (name == "1f1b")
    return PipelineOrder::OneForwardOneBackward;
  if (name == "gpipe")
    return PipelineOrder::AllForwardFirst;
  return std::nullopt;
}

struct SplitStagesPass
    : public osdp::impl::SplitStagesPassBase<SplitStagesPass> {
  using Base::Base;

  /// The number of stages to cut (0: the stage axis's size): `stages`, or
  /// under auto the module's osdp.stage_count (1 without one); none, with
  /// the error emitted, for an option that is neither.
  std::optional<unsigned> stageCount(ModuleOp module) {
    if (stages == "auto") {
      auto chosen =
          module->getAttrOfType<IntegerAttr>(OSDPDialect::kStageCountAttrName);
      return chosen ? static_cast<unsigned>(chosen.getInt()) : 1u;
    }
    unsigned count = 0;
    if (StringRef(stages).getAsInteger(10, count)) {
      module.emitError() << "osdp-split-stages: stages takes a count or auto, "
                            "not '"
                         << stages << "'";
      return std::nullopt;
    }
    return count;
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    StringAttr stageAxis = StringAttr::get(&getContext(), axis);
    auto main = module.lookupSymbol<func::FuncOp>("main");
    if (!main || main.isExternal()) {
      module.emitError("osdp-split-stages: the module has no @main to split");
      return signalPassFailure();
    }
    std::optional<unsigned> wanted = stageCount(module);
    if (!wanted)
      return signalPassFailure();
    if (*wanted == 1)
      return; // The planner chose one program for every device.
    if (failed(checkSplittable(main, stageAxis)))
      return signalPassFailure();
    FailureOr<MeshOp> mesh = stageMesh(module, stageAxis, *wanted);
    if (failed(mesh))
      return signalPassFailure();
    unsigned count = mesh->getMesh().getAxisSize(stageAxis);
    llvm::Expected<HardwareProfile> profile = loadHardwareProfile(hardware);
    if (!profile) {
      module.emitError() << "osdp-split-stages: "
                         << llvm::toString(profile.takeError());
      return signalPassFailure();
    }
    std::optional<PipelineOrder> order = parseOrder(schedule);
    if (!order) {
      module.emitError() << "osdp-split-stages: unknown schedule '" << schedule
                         << "': 1f1b or gpipe";
      return signalPassFailure();
    }
    StageCut cut{count, &*profile, cuts};
    if (failed(checkStageCut(main, cut)))
      return signalPassFailure();
    FailureOr<MicrobatchSchedule> microbatches =
        scheduleMicrobatches(main, cut);
    if (failed(microbatches))
      return signalPassFailure();
    StageAssignment assignment(main, cut, *microbatches);
    StageWriter writer(main, assignment, *mesh, stageAxis, count);
    PipelineStages record = writer.write();
    record.microbatches = std::max<int64_t>(1, microbatches->count);
    record.schedule = StringAttr::get(&getContext(), schedule);
    if (!microbatches->empty())
      writer.order(*microbatches, *order);
    module->setAttr(OSDPDialect::kStagesAttrName, record.toAttr(&getContext()));
    main.erase();
  }
};

} // namespace
