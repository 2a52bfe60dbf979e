import mindspore as ms
from mindspore import nn, ops

from config import LR, NUM_CLASSES, STEPS
from model import BeatCNN
from pipeline import build_pipeline

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)

net = BeatCNN(NUM_CLASSES)
optimizer = nn.Adam(net.trainable_params(), learning_rate=LR)


def forward(x, y):
    return ops.cross_entropy(net(x), y)


grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)


@ms.jit
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    optimizer(grads)
    return loss


if __name__ == "__main__":
    loader = build_pipeline(STEPS * 16)
    net.set_train()
    for step, (x, y) in enumerate(loader.create_tuple_iterator(num_epochs=1)):
        loss = train_step(x, y)
        print(f"step {step} loss {loss.asnumpy():.4f}")
