//===- TrainingStep.cpp - What the arguments of a training step are -------===//

#include "osdp/Sharding/TrainingStep.h"

#include "osdp/Dialect/OSDP/IR/OSDPDialect.h"

#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace osdp;

namespace {

/// For every value of the function's body, the arguments it depends on.
class ArgumentDependences {
public:
  explicit ArgumentDependences(func::FuncOp function)
      : numArguments(function.getNumArguments()) {
    for (BlockArgument argument : function.getArguments()) {
      llvm::BitVector bits(numArguments);
      bits.set(argument.getArgNumber());
      of[argument] = std::move(bits);
    }
    for (Operation &op : function.getBody().front())
      visit(op);
  }

  const llvm::BitVector &get(Value value) {
    auto it = of.find(value);
    if (it != of.end())
      return it->second;
    return of.try_emplace(value, numArguments).first->second;
  }

private:
  /// An op's results depend on everything its operands, and the values its
  /// regions read from outside, depend on.
  void visit(Operation &op) {
    llvm::BitVector bits(numArguments);
    for (Value operand : op.getOperands())
      bits |= get(operand);
    if (op.getNumRegions()) {
      llvm::SetVector<Value> captured;
      for (Region &region : op.getRegions())
        getUsedValuesDefinedAbove(region, captured);
      for (Value value : captured)
        bits |= get(value);
    }
    for (Value result : op.getResults())
      of[result] = bits;
  }

  unsigned numArguments;
  llvm::DenseMap<Value, llvm::BitVector> of;
};

bool isLoss(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.getRank() == 0 &&
         isa<FloatType>(tensor.getElementType());
}

/// The argument each result updates: the donated one, else (unless
/// `donatedOnly`) the first unclaimed argument of its type it depends on.
SmallVector<std::optional<unsigned>>
matchUpdates(func::FuncOp function, ArrayRef<Value> returned,
             ArgumentDependences &dependences, bool donatedOnly) {
  unsigned numArguments = function.getNumArguments();
  SmallVector<std::optional<unsigned>> updates(returned.size());
  llvm::BitVector claimed(numArguments);
  for (unsigned i = 0; i < numArguments; ++i)
    if (auto alias =
            function.getArgAttrOfType<IntegerAttr>(i, "tf.aliasing_output")) {
      uint64_t j = alias.getValue().getZExtValue();
      if (j < returned.size() && !updates[j]) {
        updates[j] = i;
        claimed.set(i);
      }
    }
  if (donatedOnly)
    return updates;
  for (auto [j, value] : llvm::enumerate(returned)) {
    if (updates[j] || isLoss(value.getType()))
      continue;
    const llvm::BitVector &depends = dependences.get(value);
    for (unsigned i : depends.set_bits())
      if (!claimed.test(i) &&
          function.getArgument(i).getType() == value.getType()) {
        updates[j] = i;
        claimed.set(i);
        break;
      }
  }
  return updates;
}

Role argumentRole(Type type, bool isState, bool lossDepends) {
  if (isState) {
    if (lossDepends)
      return Role::Parameter;
    return isa<FloatType>(getElementTypeOrSelf(type)) ? Role::OptimizerState
                                                      : Role::Other;
  }
  return lossDepends ? Role::Data : Role::Other;
}

/// The leading dimension of `type` if it is a tensor of rank at least one
/// and no random key.
std::optional<int64_t> leadingDimension(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || tensor.getRank() == 0 || isRandomKey(tensor))
    return std::nullopt;
  return tensor.getDimSize(0);
}

/// The batch of a forward program: the leading dimension its results of
/// rank one or more share (a forward pass returns one row per example),
/// else that of its first integer input of rank one or more (token ids,
/// labels); 0 if neither exists.
int64_t forwardBatch(func::FuncOp function, ArrayRef<Value> returned,
                     const llvm::BitVector &used) {
  std::optional<int64_t> shared;
  bool agree = true;
  for (Value value : returned)
    if (std::optional<int64_t> dim = leadingDimension(value.getType())) {
      agree &= !shared || *shared == *dim;
      shared = dim;
    }
  if (shared && agree)
    return *shared;
  for (unsigned i : used.set_bits()) {
    Type type = function.getArgument(i).getType();
    std::optional<int64_t> dim = leadingDimension(type);
    if (dim && isa<IntegerType>(getElementTypeOrSelf(type)))
      return *dim;
  }
  return 0;
}

/// The role of an argument of a forward program: data if it has the
/// batch's leading dimension, a parameter if it is any other float tensor
/// of rank one or more, other if the results do not read it or it is
/// neither.
Role forwardRole(Type type, bool used, int64_t batch) {
  if (!used)
    return Role::Other;
  std::optional<int64_t> dim = leadingDimension(type);
  if (dim && batch > 0 && *dim == batch)
    return Role::Data;
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.getRank() > 0 &&
                 isa<FloatType>(tensor.getElementType())
             ? Role::Parameter
             : Role::Other;
}

/// The roles of a training step's arguments, from what its losses depend on
/// and which arguments its results update.
SmallVector<Role> trainingRoles(func::FuncOp function, const TrainingStep &step,
                                ArrayRef<Value> returned,
                                ArgumentDependences &dependences) {
  unsigned numArguments = function.getNumArguments();
  llvm::BitVector lossDepends(numArguments), state(numArguments);
  for (unsigned j : step.losses)
    lossDepends |= dependences.get(returned[j]);
  for (std::optional<unsigned> i : step.updates)
    if (i)
      state.set(*i);
  SmallVector<Role> roles;
  for (unsigned i = 0; i < numArguments; ++i)
    roles.push_back(argumentRole(function.getArgument(i).getType(),
                                 state.test(i), lossDepends.test(i)));
  return roles;
}

/// The roles of a forward program's arguments, from the batch its results
/// carry.
SmallVector<Role> forwardRoles(func::FuncOp function, ArrayRef<Value> returned,
                               ArgumentDependences &dependences) {
  llvm::BitVector used(function.getNumArguments());
  for (Value value : returned)
    used |= dependences.get(value);
  int64_t batch = forwardBatch(function, returned, used);
  SmallVector<Role> roles;
  for (BlockArgument argument : function.getArguments())
    roles.push_back(forwardRole(argument.getType(),
                                used.test(argument.getArgNumber()), batch));
  return roles;
}

} // namespace

bool osdp::isRandomKey(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.getRank() == 1 &&
         tensor.getElementType().isUnsignedInteger(32);
}

StepBatch osdp::findStepBatch(func::FuncOp function, const TrainingStep &step) {
  StepBatch batch;
  int64_t largest = -1;
  for (auto [i, role] : llvm::enumerate(step.argumentRoles)) {
    Type type = function.getArgument(i).getType();
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (role != Role::Data || !leadingDimension(type) ||
        !tensor.hasStaticShape())
      continue;
    int64_t bytes =
        tensor.getNumElements() *
        int64_t(llvm::divideCeil(tensor.getElementTypeBitWidth(), 8));
    if (bytes <= largest)
      continue;
    largest = bytes;
    batch.size = tensor.getDimSize(0);
  }
  for (auto [i, role] : llvm::enumerate(step.argumentRoles))
    if (role == Role::Data &&
        leadingDimension(function.getArgument(i).getType()) == batch.size &&
        batch.size > 0)
      batch.arguments.push_back(i);
  return batch;
}

std::optional<TrainingStep> osdp::analyzeTrainingStep(func::FuncOp function) {
  if (function.getBody().empty())
    return std::nullopt;
  auto ret =
      dyn_cast<func::ReturnOp>(function.getBody().front().getTerminator());
  if (!ret)
    return std::nullopt;
  SmallVector<Value> returned(ret.getOperands());
  TrainingStep step;
  for (auto [j, value] : llvm::enumerate(returned))
    if (isLoss(value.getType()))
      step.losses.push_back(j);

  ArgumentDependences dependences(function);
  // A step with a loss that updates state trains; anything else (an
  // inference step, an evaluation that returns a loss and updates nothing)
  // is a forward program, whose only state is what the caller donated (a
  // cache it writes in place). A step with a loss whose results update
  // nothing has no donated state either: the matching found none.
  step.updates = matchUpdates(function, returned, dependences,
                              /*donatedOnly=*/step.losses.empty());
  step.trains = !step.losses.empty() &&
                llvm::any_of(step.updates, [](std::optional<unsigned> i) {
                  return i.has_value();
                });
  SmallVector<Role> inferred =
      step.trains ? trainingRoles(function, step, returned, dependences)
                  : forwardRoles(function, returned, dependences);
  for (auto [i, role] : llvm::enumerate(inferred)) {
    auto given =
        function.getArgAttrOfType<RoleAttr>(i, OSDPDialect::kRoleAttrName);
    step.argumentRoles.push_back(given ? given.getValue() : role);
  }
  for (auto [j, update] : llvm::enumerate(step.updates)) {
    auto given =
        function.getResultAttrOfType<RoleAttr>(j, OSDPDialect::kRoleAttrName);
    step.resultRoles.push_back(given    ? given.getValue()
                               : update ? step.argumentRoles[*update]
                                        : Role::Other);
  }
  return step;
}

std::string osdp::argumentName(func::FuncOp function, const TrainingStep &step,
                               unsigned argument) {
  for (auto [j, update] : llvm::enumerate(step.updates))
    if (update == argument)
      if (auto info =
              function.getResultAttrOfType<StringAttr>(j, "jax.result_info"))
        return info.str();
  if (auto name = dyn_cast<NameLoc>(function.getArgument(argument).getLoc()))
    return name.getName().str();
  return ("%arg" + llvm::Twine(argument)).str();
}

/// The components of a JAX path: the words and numbers between its
/// brackets, quotes and dots.
static SmallVector<StringRef> pathComponents(StringRef text) {
  SmallVector<StringRef> components;
  while (!text.empty()) {
    text = text.ltrim("[]'\".");
    size_t end = text.find_first_of("[]'\".");
    if (!text.empty())
      components.push_back(text.take_front(end));
    text = text.drop_front(std::min(end, text.size()));
  }
  return components;
}

bool osdp::nameHoldsPath(StringRef name, StringRef path) {
  SmallVector<StringRef> haystack = pathComponents(name);
  SmallVector<StringRef> needle = pathComponents(path);
  if (needle.empty() || needle.size() > haystack.size())
    return false;
  for (size_t i = 0; i + needle.size() <= haystack.size(); ++i)
    if (llvm::equal(ArrayRef(haystack).slice(i, needle.size()), needle))
      return true;
  return false;
}
