import numpy as np
import mindspore as ms
from mindspore import nn

import config
from data import make_dataset
from model import LogAnomalyDetector


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    net = LogAnomalyDetector(config.NUM_TEMPLATES, config.MAX_EVENTS, config.D_MODEL,
                             config.NUM_HEADS, config.PAD_ID)
    loss_fn = nn.CrossEntropyLoss(weight=ms.Tensor([1.0, 2.0], ms.float32))
    optimizer = nn.Adam(net.trainable_params(), learning_rate=2e-3)

    def forward(events, label):
        return loss_fn(net(events), label)

    grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)

    def train_step(events, label):
        loss, grads = grad_fn(events, label)
        optimizer(grads)
        return loss

    dataset = make_dataset()
    for epoch in range(config.EPOCHS):
        losses = [float(train_step(e, l)) for e, l in dataset.create_tuple_iterator()]
        print(f"epoch {epoch} loss {np.mean(losses):.4f}")
    events, label = next(dataset.create_tuple_iterator())
    acc = (net(events).argmax(axis=1).asnumpy() == label.asnumpy()).mean()
    print(f"batch accuracy {acc:.3f}")


if __name__ == "__main__":
    main()
