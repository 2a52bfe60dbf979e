import numpy as np
import mindspore as ms
from mindspore import nn

from age_config import BATCH_SIZE, EPOCHS, NUM_AGE_GROUPS
from agenet import AgeGroupNet
from faces import synthetic_faces

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(17)


def main():
    imgs, groups = synthetic_faces(96)
    net = AgeGroupNet(NUM_AGE_GROUPS)
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
    step.set_train()
    for epoch in range(EPOCHS):
        losses = []
        for i in range(0, len(imgs), BATCH_SIZE):
            losses.append(step(ms.Tensor(imgs[i:i + BATCH_SIZE]),
                               ms.Tensor(groups[i:i + BATCH_SIZE])).asnumpy())
        print(f"epoch {epoch} loss {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
