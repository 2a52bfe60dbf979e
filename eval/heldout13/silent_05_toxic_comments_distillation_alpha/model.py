from mindspore import nn, ops


class BagOfEmbeddings(nn.Cell):
    def __init__(self, vocab, dim, num_classes, hidden=None):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim, padding_idx=0)
        layers = [nn.Dense(dim, hidden), nn.ReLU(), nn.Dense(hidden, num_classes)] if hidden else [nn.Dense(dim, num_classes)]
        self.head = nn.SequentialCell(layers)

    def construct(self, ids):
        mask = (ids > 0).astype("float32")[:, :, None]
        pooled = (self.embed(ids) * mask).sum(axis=1) / ops.clamp(mask.sum(axis=1), min=1.0)
        return self.head(pooled)


def kd_loss(student_logits, teacher_logits, temperature):
    p_t = ops.softmax(teacher_logits / temperature, axis=-1)
    log_p_s = ops.log_softmax(student_logits / temperature, axis=-1)
    return (p_t * (ops.log(p_t + 1e-8) - log_p_s)).sum(axis=-1).mean() * temperature ** 2
