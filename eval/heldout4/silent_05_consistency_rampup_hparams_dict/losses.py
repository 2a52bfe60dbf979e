from mindspore import nn, ops


class SemiSupervisedLoss(nn.Cell):
    """Mean-teacher objective: CE on labelled data + weighted MSE between student and teacher."""

    def __init__(self, hparams):
        super().__init__()
        self.hparams = hparams
        self.ce = nn.CrossEntropyLoss()

    def construct(self, student_logits, teacher_logits, labels):
        sup = self.ce(student_logits, labels)
        cons = ((ops.softmax(student_logits, -1) - ops.softmax(teacher_logits, -1)) ** 2).mean()
        return sup + self.hparams["consistency_weight"] * cons  # ROOT
