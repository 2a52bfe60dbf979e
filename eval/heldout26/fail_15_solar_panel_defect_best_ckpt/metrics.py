import numpy as np
import mindspore as ms


def evaluate(net, dataset):
    """Top-1 accuracy over the validation set, computed on host."""
    net.set_train(False)
    correct, total = 0, 0
    for images, labels in dataset.create_tuple_iterator():
        pred = net(images).argmax(axis=1).asnumpy()
        correct += int((pred == labels.asnumpy()).sum())
        total += labels.shape[0]
    net.set_train(True)
    return np.float32(correct) / np.float32(total)  # ROOT
