//===- Passes.td - Codegen passes of the GPU target ---===//
//
// Linalg on buffers to GPU kernels: reductions, scatters, transposes and
// the other loop nests as blocks of threads, kernels merged, buffers in
// device memory, runtime calls ordered on the stream.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_CODEGEN_GPU_PASSES_TD
#define OSDP_CODEGEN_GPU_PASSES_TD

include "mlir/Pass/PassBase.td"

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
    for before it reads), and back after a store. A constant global the
    host function reads (a table bufferization kept as a `memref.global`)
    is copied to a device buffer at the function's entry, which its
    kernels and runtime calls take and which is freed before it returns;
    host loads read the global in place, and a mutable global is refused.
    Anything else that would
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

#endif // OSDP_CODEGEN_GPU_PASSES_TD
