"""A shopper-level churn model pools each shopper's sessions with a segment max inside a jitted
loss. The batch helper counts the shoppers as the largest shopper id, one short for ids that start
at 0: the graph drops the last shopper's sessions, and the loss against one target per shopper
fails to broadcast. The line to change is where the count was made."""
import mindspore as ms
from mindspore import nn, ops

from session_batches_good import pack


class ShopperHead(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.proj = nn.Dense(dim, 8)
        self.out = nn.Dense(8, 1)

    def construct(self, features, owner, shoppers):
        pooled = ops.unsorted_segment_max(ops.relu(self.proj(features)), owner, shoppers)
        return self.out(pooled)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    net = ShopperHead(6)
    features, owner, shoppers, targets = pack([3, 2, 4, 1], 6)

    @ms.jit
    def loss_of(x, ids, y):
        return ops.mse_loss(net(x, ids, shoppers), y)

    print(loss_of(ms.Tensor(features), ms.Tensor(owner), ms.Tensor(targets)))


if __name__ == "__main__":
    main()
