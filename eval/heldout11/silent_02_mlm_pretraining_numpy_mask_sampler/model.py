import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from mindspore.common.initializer import initializer, Normal


class TinyBERT(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.tok = nn.Embedding(cfg.VOCAB, cfg.D_MODEL, padding_idx=cfg.PAD_ID)
        self.pos = Parameter(initializer(Normal(0.02), (1, cfg.SEQ_LEN, cfg.D_MODEL), ms.float32), name="pos")
        self.encoder = nn.TransformerEncoderLayer(cfg.D_MODEL, cfg.HEADS, cfg.FFN, dropout=0.0, batch_first=True)
        self.norm = nn.LayerNorm((cfg.D_MODEL,))
        self.lm_head = nn.Dense(cfg.D_MODEL, cfg.VOCAB)

    def construct(self, ids):
        h = self.encoder(self.tok(ids) + self.pos)
        return self.lm_head(self.norm(h))


class MaskedLMObjective(nn.Cell):
    """BERT-style objective: predict the original token at randomly masked positions."""

    def __init__(self, model, cfg, seed=0):
        super().__init__()
        self.model = model
        self.vocab = cfg.VOCAB
        self.mask_id = cfg.MASK_ID
        self.mask_prob = cfg.MASK_PROB
        self.rng = np.random.default_rng(seed)
        self.ce = nn.CrossEntropyLoss(reduction="none")

    def construct(self, ids):
        chosen = Tensor(self.rng.random(ids.shape) < self.mask_prob)  # ROOT
        masked_ids = ops.where(chosen, ops.full_like(ids, self.mask_id), ids)
        logits = self.model(masked_ids)
        per_tok = self.ce(logits.reshape(-1, self.vocab), ids.reshape(-1))
        weights = chosen.reshape(-1).astype(ms.float32)
        n_masked = weights.sum()
        return (per_tok * weights).sum() / ops.maximum(n_masked, 1.0), n_masked
