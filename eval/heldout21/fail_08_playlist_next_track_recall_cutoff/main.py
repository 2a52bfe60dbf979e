import mindspore as ms
from mindspore import nn, ops

import config as cfg
from sessions import CATALOGUE, listening_sessions, next_track_examples

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(9)


class NextTrackModel(nn.Cell):
    def __init__(self, n_tracks, dim):
        super().__init__()
        self.context_emb = nn.Embedding(n_tracks, dim)
        self.track_emb = nn.Embedding(n_tracks, dim)
        self.all_ids = ms.Tensor(list(range(n_tracks)), ms.int32)

    def construct(self, context):
        user = self.context_emb(context).mean(1)
        return ops.matmul(user, self.track_emb(self.all_ids).T)


ctx, nxt = next_track_examples(listening_sessions())
ctx, nxt = ms.Tensor(ctx), ms.Tensor(nxt)
model = NextTrackModel(len(CATALOGUE), cfg.EMBED_DIM)
optimizer = nn.Adam(model.trainable_params(), learning_rate=cfg.LR)
loss_fn = nn.CrossEntropyLoss()


def forward(c, y):
    return loss_fn(model(c), y)


grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)


@ms.jit
def train_step(c, y):
    loss, grads = grad_fn(c, y)
    optimizer(grads)
    return loss


@ms.jit
def recall_at_k(c, y):
    _, top = ops.topk(model(c), cfg.RECALL_K)
    return (top == y.expand_dims(1)).any(-1).astype(ms.float32).mean()


for epoch in range(cfg.EPOCHS):
    loss = train_step(ctx, nxt)
    print(f"epoch {epoch}: loss {float(loss.asnumpy()):.4f}")
print(f"recall@{cfg.RECALL_K}: {float(recall_at_k(ctx, nxt).asnumpy()):.3f}")
