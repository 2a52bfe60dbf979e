import mindspore as ms
from mindspore import nn, Tensor

from config import CONFIG
from data import make_graph, build_adjacency
from model import GCN

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(CONFIG["seed"])


def main():
    feats, edges, labels = make_graph(CONFIG["num_nodes"], CONFIG["in_feats"], CONFIG["num_classes"], CONFIG["seed"])
    adj = build_adjacency(edges, CONFIG["num_nodes"])
    x, a, y = Tensor(feats), Tensor(adj), Tensor(labels)

    net = GCN(CONFIG["in_feats"], CONFIG["hidden"], CONFIG["num_classes"], CONFIG["num_layers"])
    loss_fn = nn.CrossEntropyLoss()
    optimizer = nn.Adam(net.trainable_params(), learning_rate=CONFIG["lr"])

    def forward_fn(x, a, y):
        logits = net(x, a)
        return loss_fn(logits, y), logits

    grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)

    @ms.jit
    def train_step(x, a, y):
        (loss, logits), grads = grad_fn(x, a, y)
        optimizer(grads)
        return loss, logits

    net.set_train()
    for epoch in range(CONFIG["epochs"]):
        loss, logits = train_step(x, a, y)
        acc = (logits.argmax(axis=1) == y).astype(ms.float32).mean()
        print(f"epoch {epoch} loss {loss.asnumpy():.4f} acc {acc.asnumpy():.3f}")


if __name__ == "__main__":
    main()
