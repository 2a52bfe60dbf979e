from mindspore import nn, ops


class PrototypeQueue(nn.Cell):
    """Few-shot head: remembers recent class prototypes and scores against all of them."""

    def __init__(self, dim, max_items=4):
        super().__init__()
        self.proj = nn.Dense(dim, dim)
        self.queue = []
        self.max_items = max_items

    def construct(self, support, query):
        proto = self.proj(support).mean(axis=0)
        self.queue.append(proto)  # ROOT
        if len(self.queue) > self.max_items:
            self.queue.pop(0)
        protos = ops.stack(self.queue) if self.queue else proto[None]
        return ops.matmul(self.proj(query), protos.T), len(self.queue)
