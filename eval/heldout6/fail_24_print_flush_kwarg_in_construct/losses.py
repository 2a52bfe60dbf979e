from mindspore import nn


class MoETrainLoss(nn.Cell):
    def __init__(self, moe, head, aux_weight=0.01, debug=True):
        super().__init__()
        self.moe = moe
        self.head = head
        self.aux_weight = aux_weight
        self.debug = debug
        self.ce = nn.CrossEntropyLoss()

    def construct(self, x, y):
        h, aux = self.moe(x)
        task = self.ce(self.head(h), y)
        if self.debug:
            print("task loss:", task, "balance loss:", aux, flush=True)  # ROOT
        return task + self.aux_weight * aux
