//===- Passes.td - Passes of the CPU compiler --------------*- tablegen -*-===//
//
// Passes osdp-compile runs between the StableHLO lowering and LLVM.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_COMPILER_PASSES_TD
#define OSDP_COMPILER_PASSES_TD

include "mlir/Pass/PassBase.td"
include "osdp/Conversion/RuntimeTarget.td"

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
    become) is not made: the copy reads the image itself, each patch
    element taking the padding value where its window reaches past the
    image or between its dilated elements.

    Only convolutions of static shapes of an element type the BLAS
    entry points take (f32, f64, f16 and bf16) are rewritten; others
    (integers) keep their loops.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::arith::ArithDialect",
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

def IntegerMathToLLVMPass
    : Pass<"osdp-integer-math-to-llvm", "::mlir::ModuleOp"> {
  let summary = "Lowers the math dialect's integer ops to LLVM intrinsics";
  let description = [{
    `math.absi`, `math.ctlz`, `math.cttz` and `math.ctpop` (StableHLO's
    integer `abs`, `count_leading_zeros` and `popcnt`) become `llvm.intr.abs`,
    `llvm.intr.ctlz`, `llvm.intr.cttz` and `llvm.intr.ctpop`, scalars and
    vectors alike; every other op is left as it is. It runs before
    `convert-math-to-libm` on the CPU: that pass makes the whole math
    dialect illegal and knows only float functions, so an integer op reaching
    it fails the compilation ("failed to legalize operation 'math.absi'"),
    while the float ops must reach it first, for libm's accurate `expm1`,
    `log1p` and `erf`, before `convert-math-to-llvm` takes the rest.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
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
    producer whose result has other readers stays computed once: the fused
    op also yields it.

    Unlike upstream's `linalg-fuse-elementwise-ops`, no reshape is
    propagated through ops: that turns matrix products into higher-rank
    generics that neither BLAS nor LLVM handles well.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def OutlineKernelsPass
    : Pass<"osdp-outline-kernels", "::mlir::ModuleOp"> {
  let summary = "Outlines each linalg op on buffers into a kernel function";
  let description = [{
    Moves every linalg op on memrefs, and every `scf.for` loop nest that
    calls nothing (what gathers, scatters and sorts become), into a private
    function of its own (a kernel), called with the buffers and values it
    reads; constants are cloned into the kernel, so that LLVM still sees
    them. A `memref.copy` between buffers that are not both contiguous (a
    block written into a padded buffer) becomes a `linalg.copy` kernel
    first: vectorised loops, where the copy would otherwise call the
    runtime's element-by-element `memrefCopy`. Kernels whose bodies and signatures are identical (the repeated
    layers of a model) are merged into one. The functions that called them
    are left as glue, marked `noinline` and `optnone`: they only allocate
    buffers and make calls.

    LLVM's optimisation time grows faster than linearly with the size of a
    function: compiling one small function per distinct kernel, kept out of
    line (`noinline`), instead of one function holding every loop nest, is
    what keeps compile time flat as a model gets deeper.
  }];
  let options = [
    Option<"prefix", "prefix", "std::string", "\"__osdp_kernel\"",
           "Name prefix of the kernel functions">,
  ];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::linalg::LinalgDialect"];
}

def LowerToLoopsPass
    : Pass<"osdp-lower-to-loops", "::mlir::func::FuncOp"> {
  let summary = "Lowers linalg ops on buffers to parallel or serial loops";
  let description = [{
    Lowers each linalg op on memrefs to a loop nest: `scf.parallel` over its
    leading parallel dimensions when it does enough work to be worth
    spreading over threads (`min-parallel-work` iterations of its whole
    loop nest), `scf.for` otherwise. `convert-scf-to-openmp` then turns the
    parallel loops into calls of the runtime's thread pool.
  }];
  let options = [
    Option<"minParallelWork", "min-parallel-work", "int64_t", "65536",
           "Iterations of a loop nest below which it stays serial "
           "(0: every loop nest is serial)">,
  ];
  let dependentDialects = ["::mlir::affine::AffineDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::arith::ArithDialect"];
}

def DeviceMemoryPass
    : Pass<"osdp-device-memory", "::mlir::ModuleOp"> {
  let summary = "Puts a GPU program's buffers in device memory";
  let description = [{
    For the cuda target, after the loop nests became kernels
    (`gpu-kernel-outlining`): the host functions only allocate buffers,
    copy them, launch kernels and call the CUDA runtime (`osdp_cuda_*`,
    e.g. its cuBLAS products) on buffers that live in device memory (the
    entry's arguments and results are device buffers). Each `memref.alloc`
    or `memref.alloca` of a host function becomes a `gpu.alloc`, each
    `memref.dealloc` a `gpu.dealloc` and each `memref.copy` a `gpu.memcpy`.
    A host load or store of a small buffer (static shape, identity layout,
    at most 64 elements: a device's partition id or an offset computed
    from it, a loop's condition) goes through a copy on the host's stack:
    the buffer is copied to it first (`gpu.memcpy`, which the host waits
    for before it reads), and back after a store. Anything else that would
    read or write a buffer on the host (a larger buffer, an op no kernel
    took, a call of any other function) is refused with its location: the
    host cannot dereference device memory.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def BlockReductionsPass
    : Pass<"osdp-block-reductions", "::mlir::func::FuncOp"> {
  let summary = "Reduces each result of a linalg reduction with a block of "
                "threads";
  let description = [{
    For the cuda target, on buffers, before the loop nests become kernels:
    a linalg op with reduction loops and inits of f32, f64 or i32, whose
    body folds one value into each accumulator with an add, a mul, a max or
    a min (a softmax's row max and row sum, a norm's mean, a loss's total,
    the second pass of a split column reduction, of several inits when
    merged), becomes a `gpu.launch` of one block per result element. Each of its threads (the reduction's
    size rounded up to whole warps, at most 256) computes the body for a
    strided share of the reduction space, which is linearised, so several
    reduction dimensions are one; the block combines the shares
    (`gpu.all_reduce`, shuffles within warps and shared memory between
    them; an all-reduce per init), and thread 0 folds each total into its
    init. Without this, a
    row is one thread's serial loop, and a reduction to a scalar one
    thread's. An init that a fill wrote just before is not read: thread 0
    folds the total into the fill's constant, and the fill, a kernel of its
    own, goes when nothing else reads what it wrote and the reduction
    writes every element of it.

    Reductions of fewer than 32 elements per result (unless there is one
    result) are left to `osdp-thread-reductions`, as are reductions whose
    inits fold into each other (an argmax), of other types, or whose
    accumulator is used other than by the final fold.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def FuseRowReductionsPass
    : Pass<"osdp-fuse-row-reductions", "::mlir::func::FuncOp"> {
  let summary = "Runs a row-wise chain of reductions and elementwise ops as "
                "one block of threads per row";
  let description = [{
    For the cuda target, on buffers, before `osdp-block-reductions`: a
    softmax is a row max, the exponentials of the row less its max, their
    sum and the quotients, four loop nests and four kernels, each reading
    the row from memory. This pass makes such a chain one `gpu.launch` of a
    block per row, whose threads each take a strided share of the row's
    elements through every member in turn: a reduction folds each thread's
    share and combines the block's (`gpu.all_reduce`), thread 0 storing the
    row's total; an elementwise op computes and stores the thread's
    elements.

    The chain starts at a reduction that `osdp-block-reductions` would
    give a block per result, into a fresh buffer filled with a constant
    and indexed by its parallel dimensions in order (a row), and takes
    the ops after it that iterate the same loop space (reductions of the
    same kind of row, and elementwise ops over the row's elements) or the
    rows alone (per-row ops computing from the rows' values, and from
    buffers the chain did not write read at the row, such as a mean from a
    sum into a `keepdims` buffer with a unit dimension, which every thread
    computes and thread 0 stores), each writing buffers of its own. A
    member may read what an earlier one wrote only where the same thread
    computed it: an elementwise result at the element it reads
    (the same strided share), or a row's value (a reduction's total, a
    per-row op's result) at its row, which it takes from the kernel rather
    than from memory (thread 0's store need not be visible to the others).
    A reduction member starts from its fill's constant, and its fill goes
    when nothing else reads it: the kernel stores every row's total.
    Between members may be allocations and fills of buffers the chain does
    not touch and reshapes (`memref.expand_shape`, `collapse_shape`) of
    buffers it did not write, which stay before the kernel; reshapes of the
    rows' values that only add or drop unit dimensions (a `keepdims` view
    of a row's sum), through which later members read the row's value from
    the kernel too; and deallocations, which move after it. A layer norm
    (sum, mean, sum of squares about it, reciprocal deviation, normalised
    row) is one kernel so, and so is its backward pass (the row sums of the
    gradient and of its product with the normalised input, and the input's
    gradient from them). No chain starts at a reduction into columns that
    `osdp-split-column-reductions` splits (a batch norm's statistics over
    batch and space, channels last): a block per channel would read its
    elements apart.

    First, a reduction over loops of one iteration only into a buffer just
    filled with a constant (JAX's backward pass sums `keepdims` values so)
    is rewritten as the op over its parallel loops alone, combining the
    constant with the one value: a per-row op, which a chain may take. It
    writes every element the fill wrote, which then goes unless something
    else reads it.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def ThreadReductionsPass
    : Pass<"osdp-thread-reductions", "::mlir::func::FuncOp"> {
  let summary = "Reduces each result in one thread, its partial results in "
                "registers";
  let description = [{
    For the cuda target, on buffers, after `osdp-block-reductions`: the
    reductions that take no block per result (too few elements per
    result, several results per element, as an argmax, or a 16-bit
    accumulator) become a parallel loop over their parallel dimensions,
    which the usual tiling makes a thread per result. Each iteration reads
    its results' inits once, folds the reduction loops into them with the
    partial results carried in registers, and stores them once; upstream's
    `convert-linalg-to-parallel-loops` loads and stores the result at
    every element folded, which a GPU, unable to keep it in a register
    across the loads of inputs that might alias it, pays in memory
    traffic.

    An init that a fill wrote just before (JAX's `reduce` starts from a
    constant) is not read: the fold starts from the fill's constant, and
    the fill, a kernel of its own, goes when nothing else reads what it
    wrote and the reduction writes every element of it. It takes linalg
    ops on buffers, outside any kernel, with parallel and reduction loops
    whose outputs are indexed by parallel loops alone.
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def ParallelScattersPass
    : Pass<"osdp-parallel-scatters", "::mlir::func::FuncOp"> {
  let summary = "Runs a scatter's loop nest in parallel with atomic updates";
  let description = [{
    For the cuda target, on buffers, before `osdp-serial-kernels`: a
    scatter (an embedding's gradient, which adds each token's gradient row
    into the table's row for that token; a loss's gradient at the labels)
    and a max pool's gradient are serial loop nests over their updates,
    which would otherwise be kernels of one thread. Updates may hit the
    same element, so the loops cannot simply run in parallel; but each one
    reads, combines and writes back one element. This pass makes that
    read-modify-write atomic, a `memref.atomic_rmw` where one op of the
    element and a value computes the combine (a sum, a max or min, an or,
    an and) and a `memref.generic_atomic_rmw` computing the combine from
    the element otherwise, and the nest one `scf.parallel` over all its
    loops. A scatter that overwrites (`x.at[i].set(v)`: the stored value
    is not computed from the element) needs no atomic op: its stores run in
    parallel as they are, whatever the element's width, and concurrent
    stores of one element leave one of the values. The result is that of
    some order of the updates; StableHLO leaves the order of updates of the
    same element to the implementation.

    It takes a perfect nest of `scf.for` loops without loop-carried
    values, outside any parallel loop or kernel, whose bounds are defined
    outside it, where the only write is a store of a value computed from a
    load of the same element (of a buffer the nest reads nowhere else, under
    any view) by pure ops used by nothing else, or of a value not computed
    from the buffer at all, and every other op is a
    load, a pure op, an `scf.if` (the bounds check) or an `scf.for` (the
    search of a window for its maximum, in a max pool's gradient:
    `select_and_scatter`) of such ops. A scatter of several operands,
    which writes several buffers per update, stays serial, as does a
    combine of floats that no single atomic op computes (a product): MLIR
    lowers a compare-and-swap loop for integer elements only. So do
    combines of elements other than 32- and 64-bit integers and floats.
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::memref::MemRefDialect"];
}

def MergeColumnReductionsPass
    : Pass<"osdp-merge-column-reductions", "::mlir::func::FuncOp"> {
  let summary = "Merges column reductions of one loop space into one op of "
                "several inits";
  let description = [{
    For the cuda target, on buffers, after `osdp-fuse-row-reductions` and
    before `osdp-split-column-reductions`: a layer norm's backward pass
    sums the upstream gradient over its rows twice, once alone (the bias
    gradient) and once times the normalised input (the scale gradient),
    and a dense layer's bias gradient sits beside them. Each would be split
    into two kernels that read the gradient again. This pass merges each
    reduction that `osdp-split-column-reductions` splits into the latest
    earlier one of the same loop sizes and iterator types in its block,
    under the conditions of `osdp-merge-elementwise`, except that the
    later op may not read what the earlier one writes at all: a reduction's
    results are final only after its last iteration. The merged op, at the
    later op's place, computes both bodies, reads an input both read
    through one map once, and has an init for each; split, it is two
    kernels where there were four.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def SplitColumnReductionsPass
    : Pass<"osdp-split-column-reductions", "::mlir::func::FuncOp"> {
  let summary = "Reduces columns in two passes whose warps read adjacent "
                "elements";
  let description = [{
    For the cuda target, on buffers, after `osdp-fuse-row-reductions` and
    before `osdp-block-reductions`: a bias gradient sums a `[rows, columns]`
    buffer over its rows, and a block of threads per column would have the
    32 threads of a warp read 32 rows of one column, 32 memory sectors for
    32 useful elements. This pass splits such a reduction in two. First a
    parallel loop over (chunk, columns) folds each chunk of 32 rows of a
    column from the reduction's identity into a buffer of partial results
    indexed `[columns..., chunk]`; the loop's last dimension is the
    contiguous one, so that after `osdp-tile-parallel-loops` a warp reads
    32 adjacent columns of each row. Then a linalg reduction folds each
    column's chunks, contiguous in that buffer, into the original init,
    which `osdp-block-reductions` gives a block per column when there are
    at least 32 chunks, and `osdp-thread-reductions` a thread per column
    otherwise. The partial results take a 32nd of the input's memory and
    are freed after the second pass. A fill of the init just before, which
    nothing else reads, moves down to the second pass, which then starts
    from its constant rather than reading the init.

    It takes the reductions `osdp-block-reductions` matches (one init of
    f32, f64 or i32 folded with an add, mul, max or min), or several such
    inits in one op (`osdp-merge-column-reductions` merges those of one
    loop space), of static shape whose last parallel loop, the columns,
    has at least 32 iterations,
    where some input's last index is that loop and every other input is
    indexed by it there too or not at all (a per-row operand, such as a
    norm's mean, which a warp reads as one element). A row reduction,
    whose inputs' last index is a reduction loop, is left to a block per
    row, which reads it contiguously; so is a column reduction that also
    reads an input transposed. Reductions of at most 32 rows stay one
    thread per column, which reads coalesced. The first pass's stores,
    one per 32 elements read, lie a column's chunks apart: the price of
    the second pass reading each column's chunks contiguously. An op of
    several inits folds them all in one first pass, with a buffer of
    partial results each, and its second pass is one reduction of them
    all.
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def MergeElementwisePass
    : Pass<"osdp-merge-elementwise", "::mlir::func::FuncOp"> {
  let summary = "Merges elementwise ops of one loop space into one op of "
                "several outputs";
  let description = [{
    For the cuda target, on buffers, before the elementwise ops become
    kernels: each would be a launch of its own, and a training step's
    optimiser update is several small ones per parameter (Adam's two
    moments and the parameter), whose launches cost more than their work.
    Elementwise fusion on tensors fuses a producer into its consumer but
    leaves ops that share no value apart, and a producer whose result is
    also returned computed on its own. This pass merges each elementwise
    op into the latest earlier one of the same static loop sizes in its
    block, where that one may move down to it: the merged op, at the later
    op's place, computes the earlier op's body, then the later one's, which
    takes what the earlier one computed at the same iteration from the
    body rather than from memory. An output of the earlier op that only
    the later one read, of a buffer nothing else uses, is no longer
    stored.

    It takes `linalg.generic` ops on buffers, outside any kernel, with
    parallel loops of static sizes, or none (scalar updates such as Adam's
    step count and bias corrections), whose outputs have permutation maps
    and are not read by the payload, and the copies a GPU does not make
    directly (into or out of strided views: the parts of a concatenation),
    as generics. The later op may read what the earlier one writes only as
    the same buffer through the same map, and may not write what the
    earlier one uses, but for another part of a buffer the earlier one
    only writes (static subviews that some dimension keeps apart). An op
    between that uses what the earlier op writes, or writes what it reads,
    moves down with it, after the merged op, if it is a linalg op on
    buffers that neither writes what the later op uses nor reads what it
    writes (a copy of the earlier result, a reduction of it), and so do
    the ops after it that then depend on it and the deallocations of the
    buffers they use; any other such op (an op other than a linalg one is
    taken to write every buffer it uses) forbids the merge. The kernel
    parameters of a merged op's buffers (a descriptor of 8 bytes per
    pointer, offset, size and stride each) take at most 3.5 KiB: a
    launch's parameters take at most 4.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def SharedMemoryTransposesPass
    : Pass<"osdp-shared-memory-transposes", "::mlir::func::FuncOp"> {
  let summary = "Reads an elementwise op's transposed inputs through tiles "
                "of shared memory";
  let description = [{
    For the cuda target, on buffers, after `osdp-parallel-scatters` and
    before `convert-linalg-to-parallel-loops`: the threads of a warp take
    adjacent elements of an elementwise op's output (the attention's keys
    moved to `[batch, heads, depth, sequence]`, a weight's update reading
    its gradient computed transposed), so an input whose contiguous
    dimension is another loop is read an element per memory sector, 32
    sectors for 32 useful elements. This pass makes such an op a kernel of
    a block of 32 x 8 threads per 32 x 32 tile of the two loops (the
    output's contiguous one, the column, and the transposed input's, the
    row) and per index of the other loops, linearised on the grid's x.
    Each thread first copies four elements of each transposed input into
    a tile of shared memory, a warp reading 32 adjacent elements of a row;
    after a barrier it computes four outputs, a warp writing 32 adjacent
    elements of a column, with the transposed inputs read from the tiles
    and the others from memory. The tiles have a column of padding so that
    a column's elements fall in 32 different banks.

    It takes `linalg.generic` ops of static shape on buffers, outside any
    kernel, with parallel loops only, identity output maps and a payload
    that reads no output, and an input indexed by the output's last loop
    whose last index is another loop, both loops of 32 iterations or more.
    Inputs transposed along a different loop than the first such input's
    are read from memory as they are, as are those past 32 KiB of tiles
    (an op merged from several updates may read several inputs
    transposed); an op whose transposed input is also
    read through another operand, or written, is left alone. Transposes
    that keep the contiguous dimension (the attention's heads moved
    before the sequence) are coalesced without a tile and are left to
    `osdp-tile-parallel-loops`.
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::memref::MemRefDialect"];
}

def TileParallelLoopsPass
    : Pass<"osdp-tile-parallel-loops", "::mlir::func::FuncOp"> {
  let summary = "Orders and tiles parallel loop nests for a GPU's blocks of "
                "threads";
  let description = [{
    For the cuda target, after `convert-linalg-to-parallel-loops` and
    before `gpu-map-parallel-loops`, which maps a loop's first dimension to
    x, its second to y and its third to z: each outermost `scf.parallel`
    (without reductions) has its dimensions reversed, so that the
    innermost, contiguous one is x and the threads of a warp read adjacent
    elements (coalesced), then is tiled into blocks of 256 threads: 256
    along x for a loop of one dimension, 32 along x by 8 along y for more.
    Tiles have constant sizes with a guard inside (the mapping cannot
    launch a tile whose size is an `affine.min`).
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect"];
}

def SerialKernelsPass
    : Pass<"osdp-serial-kernels", "::mlir::func::FuncOp"> {
  let summary = "Gives each linalg op without a parallel loop a loop of one "
                "iteration, so that it becomes a kernel";
  let description = [{
    For the cuda target, after `osdp-block-reductions` and before
    `convert-linalg-to-parallel-loops`: a linalg op on buffers whose
    iterators are all reductions (a sum to a scalar that
    `osdp-block-reductions` did not take) or that has none (a 0-d op), and
    a serial `scf.for` nest outside a kernel (what gathers, scatters and
    sorts become), would run on the host reading device memory. Wrapped in
    an `scf.parallel` of one iteration, each becomes a kernel of one thread
    instead: correct, not fast (parallel gathers are yet to come). A copy between buffers that are
    not both of the identity layout (a slice, a strided block) becomes a
    `linalg.copy` first (a kernel), since `gpu.memcpy` takes only those.
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect"];
}

def EmulateGPULaunchesPass
    : Pass<"osdp-emulate-gpu-launches", "::mlir::func::FuncOp"> {
  let summary = "Runs each gpu.launch as loops on the host";
  let description = [{
    For checking the cuda target's kernels where there is no GPU
    (`osdp-compile --target=gpu-emulation`): each `gpu.launch` becomes
    loops over its blocks and, inside each block, over its threads, with
    the launch's body run once per thread. The `gpu.all_reduce` and
    `gpu.barrier` ops at the top of the body (what `osdp-block-reductions`,
    `osdp-fuse-row-reductions` and `osdp-shared-memory-transposes` make)
    split it into segments, each run by every thread of the block before
    the next: a segment ending in an all-reduce folds the threads' values
    with its operation, and the later segments see the total. What a
    thread computes in one segment and uses in a later one is kept:
    scalars in an array indexed by thread, the results of pure ops (a
    subview) by computing them again. Workgroup buffers become buffers of
    the host, one per launch, which the blocks, run one after another,
    share.

    Launches it cannot run so are errors at the op: an all-reduce nested
    in other ops or with a reduction region, a barrier nested in other
    ops, a shuffle, a body of several blocks, private memory, a use of
    workgroup memory other than a load or store, an asynchronous launch,
    or a value past a synchronisation that is neither a scalar nor the
    result of a pure op.
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def MergeGPUKernelsPass
    : Pass<"osdp-merge-gpu-kernels", "::mlir::ModuleOp"> {
  let summary = "Keeps one GPU module of each distinct kernel";
  let description = [{
    For the cuda target, after `gpu-kernel-outlining`, which outlines every
    launch into a `gpu.module` of its own: modules that are the same but
    for their name (the same kernel on the same types, as the repeated
    layers of a model give) are merged into the first, and their launches
    call it. Each kernel is then compiled once (NVVM, ptxas), which keeps
    compile time and the fatbin from growing with the model's depth.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def StreamOrderedCallsPass
    : Pass<"osdp-stream-ordered-calls", "::mlir::func::FuncOp"> {
  let summary = "Drops the host's wait for the GPU before each CUDA runtime "
                "call";
  let description = [{
    For the cuda target, after `gpu-async-region`, which makes the host wait
    for the GPU (a `gpu.wait` without a result) before every op it cannot
    make asynchronous, calls included. The CUDA runtime's `osdp_cuda_*`
    functions (its cuBLAS products) queue their work on the compute stream,
    which every kernel and copy of the program runs on too, in program
    order (runtime/include/osdp/Runtime/CudaRuntime.h): the wait before
    such a call only stalls the host, and is dropped. The asynchronous ops
    after the call start a new token chain on the same stream.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def GPUFatbinPass : Pass<"osdp-gpu-fatbin", "::mlir::ModuleOp"> {
  let summary = "Builds each GPU binary's fatbin: a cubin per architecture "
                "and the PTX";
  let description = [{
    Takes every `gpu.binary` whose object is PTX (`gpu-module-to-binary
    format=isa`, for the oldest architecture asked for) and replaces it by
    one fatbin object made with the CUDA toolkit: `ptxas` compiles the PTX
    for each architecture of `archs`, and `fatbinary` packs the cubins with
    the PTX, which the driver compiles for GPUs newer than any of them.
    `ptx-file` also writes every kernel's PTX to a file (for inspection and
    for checking it with `ptxas` elsewhere). A ptxas or fatbinary failure
    is reported at the binary with the tool's message.
  }];
  let options = [
    ListOption<"archs", "archs", "std::string",
               "GPU architectures to compile cubins for (sm_90, sm_80, ...)">,
    Option<"toolkit", "toolkit", "std::string", "\"/usr/local/cuda\"",
           "The CUDA toolkit whose bin/ holds ptxas and fatbinary">,
    Option<"ptxFile", "ptx-file", "std::string", "\"\"",
           "Also write every kernel's PTX to this file">,
  ];
}

#endif // OSDP_COMPILER_PASSES_TD
