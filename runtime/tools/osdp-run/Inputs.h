//===- Inputs.h - The inputs of each step -----------------------*- C++ -*-===//
//
// Where a rank's block of each input comes from: a .npy file (--input,
// --inputs), values drawn from a seed (--random-inputs), or, from the
// second step on, the outputs of the last one that a training step
// returns in its inputs' place (its parameters and optimizer state).
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_RUN_INPUTS_H
#define OSDP_RUN_INPUTS_H

#include "Artifact.h"
#include "Options.h"

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace osdp::run {

/// Reads this rank's block (at `starts`, of `spec`'s local shape) of input
/// `index` into `local`: from the file --input names (else DIR/index.npy of
/// --inputs), only the block's rows, or cut from an array drawn with
/// --random-inputs (the same on every rank for one seed). A missing,
/// unreadable or mismatched file is fatal.
void readInput(const Options &options, const TensorSpec &spec, size_t index,
               const std::vector<int64_t> &starts, char *local);

/// Fails on an --input whose index the program does not have.
void checkInputIndices(const Options &options, const Manifest &manifest);

/// The bytes of the argument and result buffers of a rank of `stage` (-1:
/// of an artifact that is not pipelined); fatal when they alone reach
/// --memory-limit (when it is given).
int64_t entryBufferBytes(const Options &options, const Manifest &manifest,
                         int stage = -1);

/// How many leading outputs feed the next step's inputs: those of the same
/// global and local shape, type, sharding and stage as the input in their
/// place.
size_t carriedOutputs(const Manifest &manifest);

/// For each output, the input whose buffer it lives in (the artifact
/// updates a donated input in place), or -1.
std::vector<int> outputDonors(const Manifest &manifest);

/// Makes the first `carried` outputs of the last step the inputs of the
/// next, on either device's buffers (`Block`: one input's or output's
/// buffer; `blocks`: the inputs', then the outputs'). An output in its own
/// buffer swaps buffers with its input; one in its own input's buffer
/// (donated) is there already. If one lives in another input's buffer,
/// every carried output is copied out first (`copyOut(i)`: a new block
/// holding output i), before any buffer changes, and the copies replace
/// the inputs' blocks (`release(block)` frees a replaced one).
template <typename Block, typename CopyOut, typename Release>
void feedOutputsBack(std::vector<Block> &blocks, const std::vector<int> &donor,
                     size_t carried, size_t numInputs, CopyOut copyOut,
                     Release release) {
  bool crossed = false;
  for (size_t i = 0; i < carried; ++i)
    crossed |= donor[i] >= 0 && donor[i] != static_cast<int>(i);
  if (!crossed) {
    for (size_t i = 0; i < carried; ++i)
      if (donor[i] < 0)
        std::swap(blocks[i], blocks[numInputs + i]);
    return;
  }
  std::vector<Block> next;
  for (size_t i = 0; i < carried; ++i)
    next.push_back(copyOut(i));
  for (size_t i = 0; i < carried; ++i) {
    release(blocks[i]);
    blocks[i] = std::move(next[i]);
  }
}

} // namespace osdp::run

#endif // OSDP_RUN_INPUTS_H
