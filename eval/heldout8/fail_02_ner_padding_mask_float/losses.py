import mindspore as ms
from mindspore import nn, ops


class MaskedTokenLoss(nn.Cell):
    """Token-level cross entropy that ignores padded positions."""

    def __init__(self, tagger):
        super().__init__()
        self.tagger = tagger
        self.ce = nn.CrossEntropyLoss(reduction="none")

    def construct(self, ids, tags, mask):
        logits = self.tagger(ids)
        num_tags = logits.shape[-1]
        per_token = self.ce(logits.reshape(-1, num_tags), tags.reshape(-1))
        flat_mask = mask.reshape(-1)
        per_token = ops.select(flat_mask, per_token, ops.zeros_like(per_token))
        return per_token.sum() / flat_mask.astype(ms.float32).sum()
