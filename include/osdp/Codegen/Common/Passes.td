//===- Passes.td - Codegen passes every target shares ---===//
//
// From linalg on tensors to linalg on buffers, the same for every target:
// convolutions unfolded into matrix products, the products handed to the
// runtime's BLAS, elementwise fusion, donated buffers and deallocation.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_CODEGEN_COMMON_PASSES_TD
#define OSDP_CODEGEN_COMMON_PASSES_TD

include "mlir/Pass/PassBase.td"
include "osdp/Conversion/RuntimeTarget.td"

def FoldTransposesIntoProductsPass
    : Pass<"osdp-fold-transposes-into-products", "::mlir::ModuleOp"> {
  let summary = "Reads a transposed operand of a product through its "
                "dimension numbers instead of a transposed copy";
  let description = [{
    JAX writes `x @ w.T` as a `stablehlo.transpose` of `w` feeding a
    `stablehlo.dot_general`, and its backward pass reads the same
    transposed tensor again: lowered as written, the transpose is a copy
    of the weight made in the forward pass and held until the backward
    pass. XLA folds such transposes into the product; so does this pass.
    Each `dot_general` operand defined by a transpose reads the
    transpose's operand instead, its batching and contracting dimensions
    mapped through the permutation, where that leaves the product's
    result unchanged: the operand's free dimensions (neither batching nor
    contracting) must keep their relative order, since the result lists
    them in operand order. A transpose left without readers is erased.

    `osdp-contractions-to-blas` then reads the operand in place, transposed
    by BLAS's own flag where it needs one, or permutes it right before the
    product: a copy that lives for one product, not across the step.
  }];
}

def ConvolutionsToIm2ColPass
    : Pass<"osdp-convolutions-to-im2col", "::mlir::ModuleOp"> {
  let summary = "Turns convolutions into a patch copy and a matrix product";
  let description = [{
    A convolution, as `convert-stablehlo-to-linalg` makes it, is a
    contraction whose image operand is read through sums of loop
    dimensions (`oh * stride + kh * dilation`): no matrix product, so it
    would run as scalar loops. This pass copies the windows the image is
    read through into a patch tensor with one dimension per loop dimension
    the image uses (im2col), then contracts the patches with the kernel
    through projected permutations only, which `osdp-contractions-to-blas`
    makes one GEMM: `[batch * output pixels] x [kernel pixels * input
    features]` times `[kernel pixels * input features] x [output features]`.

    The patch dimensions follow the result's order, then the kernel's, so
    that for the usual layouts (NHWC images with HWIO kernels, and the
    gradients JAX derives from them) neither the patches nor the result
    need a transpose. The patches take kernel-pixels times the image's
    memory; that is the A matrix of the product. A padded image (a fill
    with the image inserted at static offsets and strides, as
    `stablehlo.pad` and the convolution's padding and input dilation
    become, and a slice of that where the padding is negative) is not
    made: the copy reads the image itself, each patch element taking the
    padding value where its window reaches past the image or between its
    dilated elements.

    Patches larger than `max-patch-bytes` are made a chunk at a time: a
    host loop (an `scf.while`, which the cuda target's kernel passes leave
    on the host) over the result's outermost dimension (the batch of a
    forward convolution, the kernel's first spatial dimension of a kernel
    gradient) copies one chunk's patches, multiplies them by the whole
    kernel into a chunk of the result, and inserts it. Only one chunk of
    patches is live, instead of kernel-pixels times the image. The chunk
    is the largest divisor of that dimension whose patches fit, so every
    chunk has one static shape; where no divisor fits, one row. A
    convolution whose outermost result dimension is its output features
    (read by the kernel: every chunk would need the whole image) is not
    split. The cost model charges the same chunks
    (`osdp/Support/ConvolutionPatches.h`).

    Only convolutions of static shapes of an element type the BLAS
    entry points take (f32, f64, f16 and bf16) are rewritten; others
    (integers) keep their loops.
  }];
  let options = [Option<"maxPatchBytes", "max-patch-bytes", "int64_t",
                        /*default=*/"::osdp::kPatchChunkBytes",
                        "The most bytes of patches made at once (0: the "
                        "whole patch matrix)">];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect"];
}

def ContractionsToBLASPass
    : Pass<"osdp-contractions-to-blas", "::mlir::ModuleOp"> {
  let summary = "Hands matrix products to the runtime's BLAS entry points";
  let description = [{
    Every linalg contraction on tensors of f32, f64, f16 or bf16 that
    is a matrix product
    once its dimensions are grouped (batch, M, N and K dimensions each
    contiguous in every operand, the batch group leading), reads its
    operands in row-major order or transposed, and starts from zeros (a
    `linalg.fill` of 0) becomes a call of `osdp_rt_gemm_<type>`
    (runtime/include/osdp/Runtime/Runtime.h), or on `target=cuda` of
    `osdp_cuda_gemm_<type>` (CudaRuntime.h, cuBLAS on the compute stream,
    f32 accumulation for the 16-bit types), on the operands' buffers, each
    group collapsed into one dimension, and a new result buffer. OpenBLAS
    has no 16-bit products: on the CPU they are `osdp_rt_gemm_f32` calls
    on the operands widened (exactly), the result rounded once, as cuBLAS
    computes them. A `[b, s, k] x [k, n]` product is one GEMM with
    `b * s` rows; a weight gradient contracting batch and sequence is one
    GEMM with `b * s` as its K. That covers what
    `convert-stablehlo-to-linalg` makes of `dot_general` in training steps
    (`linalg.matmul`, `linalg.batch_matmul`, and the generics of
    transposed products). Other contractions stay linalg.

    An operand whose groups interleave (attention's `[b, s, h, d]`, or a
    batch dimension that does not lead) is first copied with its groups in
    order (a `linalg.transpose`). The copy keeps the operand's innermost
    dimension innermost, so that it moves contiguous runs: where that
    dimension is a row of the matrix BLAS reads (the keys of attention's
    scores, `[b, h, s, d]`), BLAS reads the copy transposed. One copy
    serves every product that reads the same tensor in the same order and
    that it dominates: attention's backward products read the copies of
    its forward's queries, keys and values, which then live from the
    forward to the backward. A copy of a slice or reshape is made right
    after it, where its siblings' copies are too (the queries, keys and
    values sliced from one projection), so that they merge into one
    kernel; any other copy is made at its first product.
  }];
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::arith::ArithDialect"];
  // Which runtime's BLAS computes the products.
  let options = [RuntimeTargetOption<
      "OpenBLAS: f32 and f64, and f16 and bf16 as f32 products",
      "cuBLAS: f32, f64, f16 and bf16">];
}

def AliasDonatedBuffersPass
    : Pass<"osdp-alias-donated-buffers", "::mlir::ModuleOp"> {
  let summary = "Lets donated arguments hold the results they alias";
  let description = [{
    An argument of a public function that JAX donated carries
    `tf.aliasing_output = J` (its buffer may hold result J) or
    `jax.buffer_donor` (its buffer may be reused). Such an argument becomes
    writable for bufferization (`bufferization.writable`), so that the
    program may update it in place, and result J is materialised in it
    (`bufferization.materialize_in_destination`; the result is marked
    `osdp.donor_argument = I`): the caller passes one buffer for both, and
    a training step updates its parameters and optimizer state where they
    lie instead of writing a second copy. The op computing result J is
    moved below the last other op of the block that reads argument I (when
    it has no side effects and nothing uses it earlier), so that writing
    it in place does not overwrite a value still to be read: elementwise
    fusion recomputes Adam's moments inside the parameter updates, which
    read the old moments after the moments' own updates.

    An alias to a result that does not exist, to one of another type, or
    two arguments aliasing one result is an error located at the function.
  }];
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect"];
}

def ElideDonatedCopiesPass
    : Pass<"osdp-elide-donated-copies", "::mlir::ModuleOp"> {
  let summary = "Drops the copies of donated buffers into their results";
  let description = [{
    After `buffer-results-to-out-params`, a public function's result is
    written into its out-parameter, and a result materialised in a donated
    argument I (`tf.aliasing_output`, see `osdp-alias-donated-buffers`,
    which marks the result `osdp.donor_argument = I`) is copied there from
    I's buffer. The artifact's calling convention passes one
    buffer for both (osdp-run does, from the manifest's `aliases_result`),
    so the copy is of a buffer onto itself: it is erased. The
    `osdp.donor_argument` marks are removed with it.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def FreeBuffersAtLastUsePass
    : Pass<"osdp-free-buffers-at-last-use", "::mlir::func::FuncOp"> {
  let summary = "Moves each buffer's deallocation to just after its last use";
  let description = [{
    MLIR's ownership-based deallocation (`buffer-deallocation-pipeline`)
    frees a buffer at the end of the block that allocated it, so a training
    step, one long block, holds every intermediate until it returns: its
    peak is the sum of all of them, where the liveness of the program (what
    the cost model predicts, and what XLA's buffer assignment achieves)
    needs only the largest set live at once.

    This pass moves a `memref.dealloc` of a `memref.alloc` in the same
    block to just after the last op of that block that uses the buffer or
    anything derived from it: views, casts, and any other result of an op
    that takes it (a conservative view of aliasing), and the results of an
    op whose nested region yields it. A value read out of the buffer
    (`memref.load`) is not an alias. A buffer whose aliases reach a
    function's return, a branch, or another deallocation keeps its
    deallocation where it is.

    A loop's results are freed through the base buffer of their metadata
    (`memref.extract_strided_metadata`); such a deallocation moves with
    its metadata op to after the result's last use the same way. And a
    value freed unconditionally in its own block by a deallocation of its
    own is a buffer of its own, not an alias: the pipeline never frees a
    buffer twice. So a loop's initial buffer is freed right after the
    loop where the loop's result is freed on its own (the loop copied
    what it carries), not with the result at the end of the step.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def ExpandInsertSlicesPass
    : Pass<"osdp-expand-insert-slices", "::mlir::func::FuncOp"> {
  let summary = "Inserts collapsed tensors at their shape before the collapse";
  let description = [{
    Rewrites `tensor.insert_slice` of a `tensor.collapse_shape` as the
    collapse of an insert, at the uncollapsed shape, into the destination
    expanded by the same groups. That needs every collapsed group but its
    leading dimension whole in the destination, with the insert's offset a
    multiple of it: the parts of a concatenation along a collapsed
    dimension, as attention's query, key and value gradients, `[b, s, h,
    d]` each, concatenated into their projection's `[b, s, 3 * h * d]`.
    `eliminate-empty-tensors` then lets what computes each part write the
    destination in place, where it wrote a tensor of its own that a copy
    moved there. The collapse of one insert and the expansion of the next
    cancel.
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

def AccumulateInPlacePass
    : Pass<"osdp-accumulate-in-place", "::mlir::func::FuncOp"> {
  let summary = "Updates a loop's elementwise accumulators in their own "
                "buffers, and writes elementwise results into the inputs "
                "they read last";
  let description = [{
    In an `scf.for` that carries a tensor `acc` and yields
    `linalg.generic ins(acc, x) outs(tensor.empty)` in its place (an
    elementwise op whose maps are all identities and that reads `acc`
    nowhere else, as gradient accumulation over microbatches writes
    `acc + grad`), the generic's output becomes `acc` itself. Bufferization
    then writes the sum into the buffer the loop carries, which an
    elementwise op may do (each element is read before it is written):
    one buffer per accumulator for the whole loop, where each iteration
    otherwise allocated a new one while the old was still live.

    Besides, an elementwise generic whose output starts empty gets as its
    output an input that it reads last (every other reader is a loop nest
    before it in its block), at the element it writes, of the output's
    type, made by another nest of the same block: the input is dead once
    read, so bufferization writes the result into its buffer instead of
    allocating a second one beside it. A softmax's exponentials, scaled
    into its gradient, are such an input. So is the earlier sum that a
    sum over microbatches adds to, in a loop osdp-split-stages unrolled (a
    generic marked `osdp.microbatch_sum`, which osdp-fuse-elementwise
    keeps stored). Other results that the function returns or inserts
    into a larger tensor keep their empty output, for a donated argument's
    buffer or the larger tensor's slice to take its place. The pass then
    removes the marks.
  }];
}

def FuseElementwisePass
    : Pass<"osdp-fuse-elementwise", "::mlir::func::FuncOp"> {
  let summary = "Fuses elementwise producers into their consumers";
  let description = [{
    Generalises the remaining named linalg ops and fuses every all-parallel
    `linalg.generic` into the generics that read it, so that a chain of
    elementwise ops, the broadcasts feeding it and the row reduction
    consuming it become one loop nest that reads each input once.

    A producer is fused only where that does not recompute it: the consumer
    runs no more iterations than the producer, or the producer computes
    nothing (a broadcast or a transposition, whose body yields an input,
    or a fill of a constant, such as a scalar folded from constants), or
    reads nothing and computes a few ops of its indices (an iota, a causal
    mask: cheaper to recompute than to store and load back). A
    producer whose result has other readers is copied into each only when
    it is a few arithmetic ops whose elements are no narrower than its
    inputs' (a mask of random bits is stored: copied, it would keep the
    wider bits live until its last reader), and when a copy holds at most
    one input as large as its result longer than other readers hold it
    anyway (a layer norm's input, the sum of the residual stream and a
    layer's output, is stored for the backward pass: one buffer, where
    copies would hold both addends until there); otherwise it stays
    computed once. Its first reader computes it, and the fused op also yields it
    for the later readers, when that costs no memory: the two nests run
    the same iterations and every value the producer reads is still read
    at or after the first reader (or is an argument of the function). A
    later reader may take that nest in turn, and a value no reader outside
    the final nest reads is never stored (a GELU's erfc, read by the
    activation and by the backward pass's derivative, is computed in the
    activation's nest). Otherwise the producer keeps its own nest and
    buffer.

    An op marked `osdp.microbatch_sum` (an addition of a microbatch's
    gradient to the earlier ones' sum, where osdp-split-stages unrolls the
    microbatches) is fused into no reader: fused into the next such
    addition, the chain would become one loop at the end of the step that
    holds every microbatch's gradient until then. It absorbs its other
    producers as any op does, and the fused op keeps the mark for
    osdp-accumulate-in-place.

    Unlike upstream's `linalg-fuse-elementwise-ops`, no reshape is
    propagated through ops: that turns matrix products into higher-rank
    generics that neither BLAS nor LLVM handles well.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def StoreBooleansAsBytesPass
    : Pass<"osdp-store-booleans-as-bytes", "::mlir::func::FuncOp"> {
  let summary = "Stores the booleans loop nests pass to each other as bytes";
  let description = [{
    A `tensor<...xi1>` that one `linalg.generic` writes and others read (a
    dropout mask that osdp-fuse-elementwise stores for the forward and the
    backward pass's selects) becomes a buffer of `i1`, a byte per element.
    LLVM's vector of `i1` is packed a bit per element, so a vectorised loop
    cannot load or store such a buffer a vector at a time: it moves each
    element alone, with a scalar address per lane, and on one rank a
    stored `[1024, 1024]` mask read by two selects took six times as long
    as the mask recomputed in each.

    This pass gives each such result `i8` elements instead: its producer
    widens the boolean before yielding it (`arith.extui`) and every reader
    narrows it on reading (`arith.trunci`), so both loops move bytes, which
    vectorise. The buffer's size does not change. Only results every reader
    of which is a `linalg.generic` input, written into a `tensor.empty`
    whose value the producer does not read, and of rank one or more, are
    rewritten; a condition a loop reads stays `i1`.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::tensor::TensorDialect"];
}

def PartitionIdToRuntimePass
    : Pass<"osdp-partition-id-to-runtime", "::mlir::ModuleOp"> {
  let summary = "Asks the target's runtime for the device's partition id";
  let description = [{
    Replaces each `osdp.partition_id` (what `convert-stablehlo-to-linalg`
    makes of `stablehlo.partition_id`, the same for every target) by a call
    of the runtime's `int64_t partition_id(void)` entry point:
    `osdp_rt_partition_id` on the CPU, `osdp_cuda_partition_id` with
    `target=cuda` (runtime/include/osdp/Runtime/ABI.h). The function is
    declared once.
  }];
  let options = [RuntimeTargetOption<"osdp_rt_partition_id",
                                     "osdp_cuda_partition_id">];
  let dependentDialects = ["::mlir::func::FuncDialect"];
}

def ExposeEntryPass : Pass<"osdp-expose-entry", "::mlir::ModuleOp"> {
  let summary = "Marks the functions the artifact's entry points call for "
                "their C interface";
  let description = [{
    The first step of every lowering to native code: the artifact's
    `osdp_entry` calls `@main` through its C interface (one pointer per
    memref descriptor), which `llvm.emit_c_interface` asks the LLVM
    lowering for. In a module split into pipeline stages (`osdp.stages`,
    see osdp-split-stages) each stage's entry point calls its stage
    function. A module without `@main` or one of its stage functions is
    refused.
  }];
}

#endif // OSDP_CODEGEN_COMMON_PASSES_TD
