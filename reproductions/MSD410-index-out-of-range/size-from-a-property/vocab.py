"""A character vocabulary for licence-plate OCR: id 0 is the CTC blank, characters start at 1."""


class PlateVocab:
    def __init__(self, plates):
        chars = sorted({c for plate in plates for c in plate})
        self.index = {c: i for i, c in enumerate(chars, start=1)}

    @property
    def size(self):
        return len(self.index)  # expect: MSD410

    def encode(self, plate):
        return [self.index[c] for c in plate]
