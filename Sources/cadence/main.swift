import CadenceCLI

await CadenceCommand.runMain()
