"""The model zoo: training steps of public model code (Hugging Face
Transformers' Flax classes), small random-initialised configurations, AdamW
from optax.

Each `Entry` names a model class and a configuration, builds the example
batch, the loss, and the Megatron-style plan of its parameters.  That plan
is read off the owners' parameter names (`q_proj`, `c_fc`, `wi_0`, ...) by
a list of rules: the first rule whose pattern matches the parameter's path
(its dictionary keys joined by '/') gives the dimension split over the
'model' axis.  Column-parallel kernels split their output features and
their bias, row-parallel kernels their input features; embeddings split
the vocabulary; convolutions (channel parallelism) their output channels
and the batch norm after them.  Every other parameter is replicated, and
so is a dimension the axis does not divide.

Shapes are small enough for a step to run on two CPU cores in well under
a second, and every batch and split dimension is divisible by 4.  No
weights are downloaded: parameters come from each class's own initialiser
with a fixed seed.
"""

import dataclasses
import re
from typing import Callable, Optional, Sequence, Tuple

BATCH = 8
SEQ = 16
VOCAB = 256
IMAGE = 32

# Rule kinds: which dimension of the kernel or bias the 'model' axis splits.
COLUMN = "column"      # Dense kernel (in, out): out; bias: split.
ROW = "row"            # Dense kernel (in, out): in; bias: replicated.
COLUMN_T = "column_t"  # GPT-2's Conv1D kernel (out, in): out; bias: split.
ROW_T = "row_t"        # GPT-2's Conv1D kernel (out, in): in.
VOCAB_SPLIT = "vocab"  # Embedding (vocab, features): vocab.
CHANNELS = "channels"  # Conv kernel (H, W, in, out) and its batch norm: out.


@dataclasses.dataclass(frozen=True)
class Entry:
  name: str
  model_class: str
  config_class: str
  config: dict
  task: str  # "causal_lm", "masked_lm", "seq2seq", "image"
  # (regular expression on the parameter path, kind), first match wins.
  megatron: Sequence[Tuple[str, str]]
  dropout: bool = False  # trained with dropout: the step takes a key


def _decoder(heads=4, kv_heads=4, layers=2, hidden=64, ffn=128):
  return dict(vocab_size=VOCAB, hidden_size=hidden, intermediate_size=ffn,
              num_hidden_layers=layers, num_attention_heads=heads,
              num_key_value_heads=kv_heads, max_position_embeddings=SEQ * 4)


_LLAMA_RULES = (
    (r"embed_tokens/embedding$", VOCAB_SPLIT),
    (r"(q_proj|k_proj|v_proj|gate_proj|up_proj)/kernel$", COLUMN),
    (r"(o_proj|down_proj)/kernel$", ROW),
    (r"lm_head/kernel$", COLUMN),
)

_BERT_RULES = (
    (r"word_embeddings/embedding$", VOCAB_SPLIT),
    (r"attention/self/(query|key|value)/(kernel|bias)$", COLUMN),
    (r"attention/output/dense/kernel$", ROW),
    (r"intermediate/dense/(kernel|bias)$", COLUMN),
    (r"layer/\d+/output/dense/kernel$", ROW),
)

_BART_RULES = (
    (r"shared/embedding$", VOCAB_SPLIT),
    (r"(q_proj|k_proj|v_proj|fc1)/(kernel|bias)$", COLUMN),
    (r"(out_proj|fc2)/kernel$", ROW),
)

ENTRIES = (
    Entry("llama", "FlaxLlamaForCausalLM", "LlamaConfig",
          _decoder(heads=4, kv_heads=2), "causal_lm", _LLAMA_RULES),
    Entry("mistral", "FlaxMistralForCausalLM", "MistralConfig",
          dict(_decoder(heads=4, kv_heads=2), sliding_window=8),
          "causal_lm", _LLAMA_RULES),
    Entry("gemma", "FlaxGemmaForCausalLM", "GemmaConfig",
          dict(_decoder(heads=4, kv_heads=4), head_dim=16), "causal_lm",
          _LLAMA_RULES),
    Entry("gpt2", "FlaxGPT2LMHeadModel", "GPT2Config",
          dict(vocab_size=VOCAB, n_embd=64, n_layer=2, n_head=4,
               n_positions=SEQ * 4, resid_pdrop=0.1, embd_pdrop=0.1,
               attn_pdrop=0.1), "causal_lm",
          ((r"wte/embedding$", VOCAB_SPLIT),
           (r"(c_attn|c_fc)/kernel$", COLUMN_T),
           (r"(c_attn|c_fc)/bias$", COLUMN),
           (r"c_proj/kernel$", ROW_T)), dropout=True),
    Entry("gpt_neo", "FlaxGPTNeoForCausalLM", "GPTNeoConfig",
          dict(vocab_size=VOCAB, hidden_size=64, num_layers=2, num_heads=4,
               attention_types=[[["global", "local"], 1]], window_size=8,
               max_position_embeddings=SEQ * 4, intermediate_size=128),
          "causal_lm",
          ((r"wte/embedding$", VOCAB_SPLIT),
           (r"(q_proj|k_proj|v_proj)/kernel$", COLUMN),
           (r"c_fc/(kernel|bias)$", COLUMN),
           (r"(out_proj|c_proj)/kernel$", ROW))),
    Entry("opt", "FlaxOPTForCausalLM", "OPTConfig",
          dict(vocab_size=VOCAB, hidden_size=64, num_hidden_layers=2,
               num_attention_heads=4, ffn_dim=128, word_embed_proj_dim=64,
               max_position_embeddings=SEQ * 4), "causal_lm",
          ((r"embed_tokens/embedding$", VOCAB_SPLIT),) + _BART_RULES[1:]),
    Entry("bert", "FlaxBertForMaskedLM", "BertConfig",
          dict(vocab_size=VOCAB, hidden_size=64, num_hidden_layers=2,
               num_attention_heads=4, intermediate_size=128,
               max_position_embeddings=SEQ * 4), "masked_lm", _BERT_RULES,
          dropout=True),
    Entry("roberta", "FlaxRobertaForMaskedLM", "RobertaConfig",
          dict(vocab_size=VOCAB, hidden_size=64, num_hidden_layers=2,
               num_attention_heads=4, intermediate_size=128,
               max_position_embeddings=SEQ * 4 + 2, pad_token_id=1),
          "masked_lm", _BERT_RULES),
    Entry("t5", "FlaxT5ForConditionalGeneration", "T5Config",
          dict(vocab_size=VOCAB, d_model=64, d_kv=16, d_ff=128,
               num_layers=2, num_heads=4, relative_attention_num_buckets=8,
               feed_forward_proj="gated-gelu", decoder_start_token_id=0,
               tie_word_embeddings=False), "seq2seq",
          ((r"shared/embedding$", VOCAB_SPLIT),
           (r"/(q|k|v|wi_0|wi_1)/kernel$", COLUMN),
           (r"/(o|wo)/kernel$", ROW),
           (r"lm_head/kernel$", COLUMN))),
    Entry("bart", "FlaxBartForConditionalGeneration", "BartConfig",
          dict(vocab_size=VOCAB, d_model=64, encoder_layers=1,
               decoder_layers=1, encoder_attention_heads=4,
               decoder_attention_heads=4, encoder_ffn_dim=128,
               decoder_ffn_dim=128, max_position_embeddings=SEQ * 4),
          "seq2seq", _BART_RULES),
    Entry("vit", "FlaxViTForImageClassification", "ViTConfig",
          dict(image_size=IMAGE, patch_size=8, num_channels=3,
               hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
               intermediate_size=128, num_labels=16), "image",
          ((r"attention/attention/(query|key|value)/(kernel|bias)$", COLUMN),
           (r"attention/output/dense/kernel$", ROW),
           (r"intermediate/dense/(kernel|bias)$", COLUMN),
           (r"layer/\d+/output/dense/kernel$", ROW))),
    Entry("resnet", "FlaxResNetForImageClassification", "ResNetConfig",
          dict(num_channels=3, embedding_size=16, hidden_sizes=[16, 32],
               depths=[1, 1], layer_type="basic", num_labels=16), "image",
          ((r"convolution/kernel$", CHANNELS),
           (r"normalization/(scale|bias|mean|var)$", CHANNELS),
           (r"classifier/1/kernel$", ROW))),
)

BY_NAME = {e.name: e for e in ENTRIES}


def spec_for(rules, path, shape, axis="model", axis_size=2):
  """The PartitionSpec (as a tuple) the Megatron plan gives the array at
  `path` of `shape`: the first matching rule's split, or replicated."""
  kind = next((k for pattern, k in rules if re.search(pattern, path)), None)
  dims = [None] * len(shape)
  if kind is None or not shape:
    return tuple(dims)
  if kind in (COLUMN, ROW, COLUMN_T, ROW_T, VOCAB_SPLIT):
    if len(shape) == 1:
      dim = 0 if kind in (COLUMN, COLUMN_T) else None
    else:
      dim = {COLUMN: 1, ROW: 0, COLUMN_T: 0, ROW_T: 1, VOCAB_SPLIT: 0}[kind]
  else:  # CHANNELS: the last dimension of a kernel or a batch-norm vector.
    dim = len(shape) - 1
  if dim is not None and shape[dim] % axis_size == 0:
    dims[dim] = axis
  return tuple(dims)


def path_string(key_path):
  """The dictionary keys of a JAX key path, joined by '/': optimizer
  state shaped like the parameters gets the same path as its parameter,
  its wrapper tuples and named fields left out."""
  import jax
  parts = []
  for k in key_path:
    if isinstance(k, jax.tree_util.DictKey):
      parts.append(str(k.key))
  return "/".join(parts)


@dataclasses.dataclass
class Step:
  """A zoo program: the step function and its example arguments
  (parameters, optimizer state, then the batch, then a key with dropout)."""
  fn: Callable
  args: tuple
  batch_dims: Tuple[int, ...]  # rank of each batch input
  entry: Entry
  state: Optional[str] = None  # "batch_stats" for batch-norm models


def _jax_compat():
  """Transformers 4.46 (the last release with the Flax classes) calls
  `jnp.clip(x, a_min=..., a_max=...)`, keywords newer JAX removed in
  favour of `min=` and `max=`; the wrapper accepts both."""
  import jax.numpy as jnp
  clip = jnp.clip
  if getattr(clip, "_zoo_compat", False):
    return

  def compat_clip(x, min=None, max=None, *, a_min=None, a_max=None, **kw):
    return clip(x, min=a_min if min is None else min,
                max=a_max if max is None else max, **kw)
  compat_clip._zoo_compat = True
  jnp.clip = compat_clip


def _model(entry):
  import transformers
  _jax_compat()
  config = getattr(transformers, entry.config_class)(**entry.config)
  cls = getattr(transformers, entry.model_class)
  return cls(config, seed=0, _do_init=True)


def _batch(entry):
  import numpy as np
  rng = np.random.default_rng(0)
  tokens = lambda: rng.integers(2, VOCAB, (BATCH, SEQ)).astype(np.int32)
  if entry.task == "causal_lm":
    return (tokens(),)
  if entry.task == "masked_lm":
    return (tokens(), tokens())
  if entry.task == "seq2seq":
    return (tokens(), tokens())
  # Both image classes take NCHW, as their PyTorch twins do.
  pixels = rng.standard_normal((BATCH, 3, IMAGE, IMAGE)).astype(np.float32)
  labels = rng.integers(0, 16, (BATCH,)).astype(np.int32)
  return (pixels, labels)


def _cross_entropy(logits, labels):
  import optax
  return optax.softmax_cross_entropy_with_integer_labels(logits,
                                                         labels).mean()


def _loss_fn(entry, model):
  """loss(params, batch, key) -> scalar (and the new batch statistics of a
  batch-norm model, as auxiliary output)."""
  def kwargs(key):
    if entry.model_class == "FlaxOPTForCausalLM":
      return dict(dropout_rng=key, deterministic=key is None)
    return dict(dropout_rng=key, train=key is not None)

  if entry.task == "causal_lm":
    def loss(params, batch, key):
      (ids,) = batch
      logits = model(ids, params=params, **kwargs(key)).logits
      return _cross_entropy(logits[:, :-1], ids[:, 1:])
  elif entry.task == "masked_lm":
    def loss(params, batch, key):
      ids, labels = batch
      logits = model(ids, params=params, **kwargs(key)).logits
      return _cross_entropy(logits, labels)
  elif entry.task == "seq2seq":
    def loss(params, batch, key):
      ids, labels = batch
      decoder_ids = labels.at[:, 1:].set(labels[:, :-1]).at[:, 0].set(0)
      logits = model(ids, decoder_input_ids=decoder_ids, params=params,
                     **kwargs(key)).logits
      return _cross_entropy(logits, labels)
  elif entry.model_class.startswith("FlaxResNet"):
    def loss(params, batch, key):
      pixels, labels = batch
      out, state = model(pixels, params=params, train=True)
      return _cross_entropy(out.logits, labels), state["batch_stats"]
  else:
    def loss(params, batch, key):
      pixels, labels = batch
      logits = model(pixels, params=params, **kwargs(key)).logits
      return _cross_entropy(logits, labels)
  return loss


def make_step(entry):
  """The zoo program of `entry`: one AdamW step on a fixed batch."""
  import jax
  import optax
  model = _model(entry)
  batch = _batch(entry)
  loss = _loss_fn(entry, model)
  optimizer = optax.adamw(1e-3, weight_decay=0.01)
  params = model.params
  if entry.model_class.startswith("FlaxResNet"):
    # Batch statistics are state, not trained: the optimizer sees
    # `params` only, the step returns the statistics the forward computed.
    trained, stats = params["params"], params["batch_stats"]
    opt_state = optimizer.init(trained)

    def step(trained, opt_state, stats, *batch):
      def objective(p):
        return loss({"params": p, "batch_stats": stats}, batch, None)
      (value, new_stats), grads = jax.value_and_grad(
          objective, has_aux=True)(trained)
      updates, opt_state = optimizer.update(grads, opt_state, trained)
      return optax.apply_updates(trained, updates), opt_state, new_stats, \
          value
    return Step(step, (trained, opt_state, stats) + batch,
                tuple(b.ndim for b in batch), entry, state="batch_stats")

  opt_state = optimizer.init(params)

  def step(params, opt_state, *inputs):
    if entry.dropout:
      *batch, key = inputs
    else:
      batch, key = inputs, None
    value, grads = jax.value_and_grad(loss)(params, tuple(batch), key)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, value

  args = (params, opt_state) + batch
  if entry.dropout:
    args += (jax.random.key_data(jax.random.PRNGKey(0)),)
  return Step(step, args, tuple(b.ndim for b in batch), entry)
